import { channelsSubscriber } from "./channels/subscribers.ts";
import type { Subscriber } from "./events/bus.ts";
import { feedsSubscriber } from "./feeds/subscribers.ts";
import { mediaSubscriber } from "./media/subscribers.ts";
import { notificationsSubscriber } from "./notifications/subscribers.ts";
import { realtimeSubscriber } from "./realtime/subscribers.ts";
import { trustSubscriber } from "./trust/subscribers.ts";
import { usersSubscriber } from "./users/subscribers.ts";

/**
 * Every consumer of the API's domain events, in delivery order: an event reaches them one after the
 * other, as the writers called them inline before the seam (a block ends channel memberships before the
 * realtime re-check; the feed cache is cleared before notifications are stored). A new consumer adds
 * its `subscribers.ts` here.
 */
export const SUBSCRIBERS: readonly Subscriber[] = [
  usersSubscriber,
  channelsSubscriber,
  mediaSubscriber,
  realtimeSubscriber,
  feedsSubscriber,
  notificationsSubscriber,
  trustSubscriber,
];
