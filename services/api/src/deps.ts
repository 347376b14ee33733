/**
 * The types of the API's composition root, and nothing else: `Deps` (every port the routes, services,
 * jobs and event consumers use), the two ports the API defines itself (push, payout accounts) and the
 * event bus's types. A leaf: it imports types of packages, of `queue.ts` and of the event catalog, none
 * of which imports anything of a domain, so the 70-odd files that `import type { Deps }` close no import
 * circle. The wiring that builds a `Deps` is `wire-deps.ts`; the list of event consumers it is handed,
 * `subscribers.ts`. A module that uses a few ports declares them: `Pick<Deps, "db" | "logger">`.
 */
import type { Database, Executor, ReadRouter } from "@playpal/db";
import type {
  Clock,
  Conference,
  Config,
  Logger,
  Mailer,
  MediaClassifier,
  RealtimeEmitter,
  Redis,
  Storage,
  TokenSigner,
  TokenVersionCache,
  UserAuthenticator,
  VideoProvider,
} from "@playpal/platform";
import type { ExpoPushMessage, ExpoPushReceipt, ExpoPushTicket } from "expo-server-sdk";
import type { DomainEvents, EventName } from "./events/catalog.ts";
import type { ProducerQueue } from "./queue.ts";

/** Everything the API's routes and services use, built once at boot and passed down. */
export interface Deps {
  config: Config;
  logger: Logger;
  /** The time the webhooks' signature tolerances are judged by (`systemClock`; tests fix it). */
  clock: Clock;
  db: Database;
  /**
   * The heavy reads' handles: a read replica's (drizzle `withReplicas`: its writes still go to `db`)
   * unless none is configured or up, or the user wrote recently (packages/db/src/replicas.ts).
   */
  reads: ReadRouter;
  redis: Redis;
  tokens: TokenSigner;
  tokenVersions: TokenVersionCache;
  authenticate: UserAuthenticator;
  storage: Storage;
  video: VideoProvider;
  /**
   * The sensitive-media classifier the media worker screens with (nsfwjs, loaded on first use); null
   * when MEDIA_SCREENING=off.
   */
  classifier: MediaClassifier | null;
  conference: Conference;
  mailer: Mailer;
  realtime: RealtimeEmitter;
  /** Expo push when EXPO_ACCESS_TOKEN is set, else the local mode that writes pushes to the log. */
  push: PushProvider;
  /** Creators' payout accounts: Stripe Connect when STRIPE_SECRET_KEY is set, else the local mode. */
  payoutAccounts: PayoutAccountProvider;
  /** Adding a job fails at once with 503 UNAVAILABLE while Redis is unreachable (see ProducerQueue). */
  queues: {
    media: ProducerQueue;
    background: ProducerQueue;
    accounts: ProducerQueue;
    /**
     * `background`'s former name, `notifications`: nothing adds to it; its depth stays on /metrics and
     * its jobs are drained for one release (jobs-worker.ts, docs/operations.md "Queues").
     */
    formerNotifications: ProducerQueue;
  };
  /** The consumers of domain events (src/subscribers.ts); writers call `publish(deps, ...)`. */
  events: EventBus;
  close(): Promise<void>;
}

// ---- ports the API defines (the others are @playpal/platform's) ------------------------------------

export type PushMessage = ExpoPushMessage & { to: string; data: Record<string, string> };
export type PushTicket = ExpoPushTicket;
export type PushReceipt = ExpoPushReceipt;

/** The push port: what the notification pipeline needs of a push provider (notifications/push-provider.ts). */
export interface PushProvider {
  /** True for a structurally valid Expo push token. */
  isValidToken(token: string): Promise<boolean>;
  /** Splits messages into the provider's chunk size. */
  chunk(messages: PushMessage[]): Promise<PushMessage[][]>;
  /** Sends one chunk; one ticket per message, in order. */
  send(chunk: PushMessage[]): Promise<PushTicket[]>;
  chunkReceiptIds(ids: string[]): Promise<string[][]>;
  getReceipts(ids: string[]): Promise<Record<string, PushReceipt>>;
}

/** Creators' payout accounts at the payment provider: Stripe Connect, or the local mode (payouts/provider.ts). */
export interface PayoutAccountProvider {
  mode: "stripe" | "local";
  /** A new connected account for the user (one per user: the user id keys the request). */
  createAccount(user: { id: string; email: string }): Promise<{ id: string; connected: boolean }>;
  /** Whether the account finished onboarding and can receive transfers. */
  isConnected(accountId: string): Promise<boolean>;
  /** Where the creator completes (or updates) onboarding. */
  onboardingUrl(accountId: string): Promise<string>;
}

// ---- the event bus (events/bus.ts publishes; events/catalog.ts names the events) -------------------

/** Which delivery of which event a consumer runs: delivery is at least once, `eventId` makes it idempotent. */
export interface EventMeta {
  /** The event's outbox id (event_outbox.id): the same at every delivery of the event. */
  eventId: string;
  /** 1 for the in-process delivery right after the commit, then counts the dispatcher's retries. */
  attempt: number;
}

/**
 * After the writer's commit, at least once (events/outbox.ts): a failure is logged, never reaches the
 * writer or other consumers, and this consumer alone is retried with backoff, then parked.
 */
export type AfterCommit<N extends EventName> = (
  event: DomainEvents[N],
  deps: Deps,
  meta: EventMeta,
) => unknown;
/**
 * Inside the writer's transaction, for what must not outlive the write (a notification of a removed
 * reaction): a failure rolls the write back, as if the writer had done it inline.
 */
export type InTransaction<N extends EventName> = (
  event: DomainEvents[N],
  tx: Executor,
  deps: Deps,
) => Promise<unknown>;

/** One consumer's subscriptions, declared in one file of its own (e.g. feeds/subscribers.ts). */
export interface Subscriber {
  /** For logs: "feeds", "notifications", "realtime"... */
  consumer: string;
  afterCommit?: { [N in EventName]?: AfterCommit<N> };
  inTransaction?: { [N in EventName]?: InTransaction<N> };
}

/** The subscribers of the process, in delivery order (handed to `wireDeps` by the entry point). */
export interface EventBus {
  subscribers: readonly Subscriber[];
}
