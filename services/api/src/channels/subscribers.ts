import type { Subscriber } from "../events/bus.ts";
import { leaveEachOthersChannels } from "./service.ts";

/** The channels consumer: a block ends each user's membership in the other's channels. */
export const channelsSubscriber: Subscriber = {
  consumer: "channels",
  afterCommit: {
    "block.created": (e, deps) => leaveEachOthersChannels(deps, e.blockerId, e.blockedId),
  },
};
