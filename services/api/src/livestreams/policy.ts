import { allow, type Decision, refuse } from "../http/policy.ts";

/** A blocked pair (either way) neither reads nor writes each other's stream chat. */
export function chatPolicy(facts: { blocked: boolean }): Decision<"BLOCKED"> {
  return facts.blocked ? refuse("BLOCKED") : allow;
}
