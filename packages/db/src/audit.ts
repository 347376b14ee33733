/**
 * The audit log's one writer (table `moderation_audit_log`, append-only), shared by every entry point
 * that acts with privilege: the API's services (the console and `npm run admin` call them), the payout
 * service's admin routes, the jobs board. Call it with the action's own transaction wherever the
 * action writes PostgreSQL, so the action and its record commit together or not at all.
 */
import { userInfo } from "node:os";
import type { Executor } from "./client.ts";
import { moderationAuditLog } from "./schema/trust.ts";

/** Who acted, as the audit log names them (docs/console.md, "Audit log"). */
export interface AuditActor {
  /** `operator:<id>`, `cli:<OS user>`, `bearer:<address>`, `system`. */
  actor: string;
  /** The operator's username and role at the time. */
  actorName?: string | null;
  actorRole?: string | null;
  /** The address the action came from. */
  sourceAddress?: string | null;
}

type Row = typeof moderationAuditLog.$inferInsert;

/** One audit row; `actor` is an `AuditActor`, or its bare name (`system`, a `--actor` given). */
export type AuditEntry = Omit<Row, "actor" | "actorName" | "actorRole" | "sourceAddress"> & {
  actor: string | AuditActor;
};

export function auditActorOf(actor: string | AuditActor): AuditActor {
  return typeof actor === "string" ? { actor } : actor;
}

/** Appends one entry. The table refuses UPDATE, DELETE and TRUNCATE: what was done stays on record. */
export async function appendAudit(db: Executor, entry: AuditEntry): Promise<void> {
  const { actor, ...rest } = entry;
  const who = auditActorOf(actor);
  await db.insert(moderationAuditLog).values({
    ...rest,
    actor: who.actor,
    actorName: who.actorName ?? null,
    actorRole: who.actorRole ?? null,
    sourceAddress: who.sourceAddress ?? null,
  });
}

/** The actor of a command run from a shell (`npm run admin -- ...`): `cli:<OS user>`. */
export function cliActor(): AuditActor {
  let name: string;
  try {
    name = userInfo().username;
  } catch {
    name = process.env.USER ?? process.env.LOGNAME ?? "unknown";
  }
  return { actor: `cli:${name}`, actorName: name };
}

/** The actor of a call authenticated by a shared bearer secret: `bearer:<address>`. */
export function bearerActor(address: string): AuditActor {
  return { actor: `bearer:${address}`, sourceAddress: address };
}
