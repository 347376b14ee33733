/**
 * The domain event bus: `publishInTransaction` inside the writer's transaction (its `inTransaction`
 * handlers, and the event recorded in the outbox), `publish` after the commit (the `afterCommit`
 * handlers, at least once: events/outbox.ts). The event names and payloads are `events/catalog.ts`; the
 * consumer and bus types live with `Deps` in `deps.ts` (they refer to each other), re-exported here for
 * the consumers.
 */
import { type Executor, newId } from "@playpal/db";
import type { Deps, EventBus, InTransaction, Subscriber } from "../deps.ts";
import type { DomainEvents, EventName } from "./catalog.ts";
import { deliverEvent, recordEvent } from "./outbox.ts";

export type { AfterCommit, EventBus, EventMeta, InTransaction, Subscriber } from "../deps.ts";
export type { DomainEvents, EventName, FollowEdge } from "./catalog.ts";

export function createEventBus(subscribers: readonly Subscriber[]): EventBus {
  return { subscribers };
}

/** The outbox id `publishInTransaction` recorded for an event object, for `publish` to deliver it. */
const recorded = new WeakMap<object, string>();

/**
 * After the transaction that called `publishInTransaction` with this same event object has committed:
 * tells every consumer, one after the other in registration order, that `name` happened, then marks
 * each one's outcome in the outbox (a failing handler is logged and retried later by the dispatcher,
 * for that consumer only). Each handler is awaited (a consumer that must not hold the request, like a
 * realtime emit, does not await its own work). The handlers get the `deps` passed here, so a caller's
 * overrides reach them.
 *
 * An event object the writer did not record in its transaction (a writer without one) is recorded here
 * first: a consumer's failure is then still retried, but a crash between the write's commit and this
 * insert loses the event. Every writer with a transaction records in it.
 */
export async function publish<N extends EventName>(
  deps: Deps,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  let eventId = recorded.get(event) ?? null;
  recorded.delete(event);
  if (!eventId) {
    try {
      eventId = await recordEvent(deps, deps.db, name, event);
    } catch (error) {
      // The outbox is unreachable (PostgreSQL down): delivered once, in-process, as before the outbox.
      deps.logger.error({ err: (error as Error).message, event: name }, "event not recorded in the outbox");
      // An id of its own all the same: the consumers key their idempotency by it.
      eventId = newId();
    }
  }
  if (eventId) await deliverEvent(deps, eventId, name, event);
}

/**
 * Inside the writer's transaction `tx`: runs the `inTransaction` handlers of `name` in registration
 * order (a failure propagates and rolls the transaction back), then records the event in the outbox
 * for its `afterCommit` consumers, in the same commit as the write. Call `publish` with the same event
 * object after the commit: a consumer may carry what its `inTransaction` handler learned to its
 * `afterCommit` handler by that object (the notifications consumer: whose cache to clear).
 */
export async function publishInTransaction<N extends EventName>(
  deps: Deps,
  tx: Executor,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  for (const subscriber of deps.events.subscribers) {
    const handler = subscriber.inTransaction?.[name] as InTransaction<N> | undefined;
    if (handler) await handler(event, tx, deps);
  }
  const eventId = await recordEvent(deps, tx, name, event);
  if (eventId) recorded.set(event, eventId);
}
