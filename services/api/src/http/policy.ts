import type { AppError } from "@playpal/platform";

/**
 * What a policy answers: allowed, or refused for a named reason. Policies are pure functions of facts
 * the caller loaded, `(facts, viewerId) -> Decision`, so their rules are tested without a database or
 * HTTP; a guard turns a refusal into the route's error (403 or, where a refusal must not reveal that
 * something exists, 404).
 */
export type Decision<R extends string> = { allowed: true } | { allowed: false; reason: R };

export const allow = { allowed: true } as const;
export const refuse = <R extends string>(reason: R) => ({ allowed: false, reason }) as const;

/** The guard: nothing when allowed, else throws the refusal's error from `errors`. */
export function enforce<R extends string>(decision: Decision<R>, errors: Record<R, () => AppError>): void {
  if (!decision.allowed) throw errors[decision.reason]();
}
