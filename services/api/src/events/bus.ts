/**
 * The domain event bus: `publish` after the writer's commit, `publishInTransaction` inside it. The
 * event names and payloads are `events/catalog.ts`; the consumer and bus types live with `Deps` in
 * `deps.ts` (they refer to each other), re-exported here for the consumers.
 */
import type { Executor } from "@playpal/db";
import type { AfterCommit, Deps, EventBus, InTransaction, Subscriber } from "../deps.ts";
import type { DomainEvents, EventName } from "./catalog.ts";

export type { AfterCommit, EventBus, InTransaction, Subscriber } from "../deps.ts";
export type { DomainEvents, EventName, FollowEdge } from "./catalog.ts";

export function createEventBus(subscribers: readonly Subscriber[]): EventBus {
  return { subscribers };
}

/**
 * Tells every consumer, one after the other in registration order, that `name` happened; call it after
 * the transaction has committed. Each handler is awaited (a consumer that must not hold the request,
 * like a realtime emit, does not await its own work), and a failing handler is logged and skipped.
 * The handlers get the `deps` passed here, so a caller's overrides reach them.
 */
export async function publish<N extends EventName>(
  deps: Deps,
  name: N,
  event: DomainEvents[N],
): Promise<void> {
  for (const subscriber of deps.events.subscribers) {
    const handler = subscriber.afterCommit?.[name] as AfterCommit<N> | undefined;
    if (!handler) continue;
    try {
      await handler(event, deps);
    } catch (error) {
      deps.logger.error(
        { err: (error as Error).message, event: name, consumer: subscriber.consumer },
        "event handler failed",
      );
    }
  }
}

/**
 * Runs the `inTransaction` handlers of `name` inside the writer's transaction `tx`, in registration
 * order; a failure propagates (and rolls the transaction back). `publish` still follows the commit,
 * with the same event object: a consumer may carry what its `inTransaction` handler learned to its
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
}
