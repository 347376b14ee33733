import { badRequest } from "@playpal/platform";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as common from "@zxcvbn-ts/language-common";
import * as en from "@zxcvbn-ts/language-en";

/*
 * Input validation of accounts beyond the zod schemas (schema.ts): names nobody may take and passwords
 * too easy to guess. Not authorization: the accounts domain has no access rule of its own (who the
 * caller is comes from http/auth.ts).
 */

/**
 * Usernames nobody may take: staff and system roles, the product's own name, and routes or words a
 * user could pass off as official. Compared after lower-casing, with underscores and digits around
 * them ignored (`admin_1`, `_support_` are refused as well).
 */
export const RESERVED_USERNAMES = new Set([
  "admin",
  "administrator",
  "root",
  "system",
  "support",
  "help",
  "staff",
  "moderator",
  "mod",
  "official",
  "security",
  "playpal",
  "play_pal",
  "playpalapp",
  "playpal_team",
  "team",
  "api",
  "www",
  "mail",
  "noreply",
  "no_reply",
  "billing",
  "payments",
  "payouts",
  "me",
  "null",
  "undefined",
  "everyone",
  "here",
]);

export function isReservedUsername(username: string): boolean {
  const name = username.toLowerCase();
  return RESERVED_USERNAMES.has(name) || RESERVED_USERNAMES.has(name.replace(/^[_\d]+|[_\d]+$/g, ""));
}

/** zxcvbn's score a password must reach: 2 of 0..4, "somewhat guessable" (not in the top ~10^6 guesses). */
export const MIN_PASSWORD_SCORE = 2;

let estimator: ZxcvbnFactory | undefined;

/**
 * Refuses a password that is too easy to guess, offline (zxcvbn-ts with its common-password and
 * English dictionaries; no network): 400 `WEAK_PASSWORD` with zxcvbn's suggestion. `context` holds
 * words of the account (email, names) that make a password weaker when it contains them.
 */
export function assertStrongPassword(password: string, context: string[] = []): void {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...en.dictionary },
    graphs: common.adjacencyGraphs,
    translations: en.translations,
  });
  const userInputs = [...context.flatMap((word) => word.toLowerCase().split(/[@.\s_-]+/)), "playpal"].filter(
    (word) => word.length >= 3,
  );
  const result = estimator.check(password, userInputs);
  if (result.score >= MIN_PASSWORD_SCORE) return;
  const hint = result.feedback.warning ?? result.feedback.suggestions[0] ?? "Add more words or characters.";
  throw badRequest(`This password is too easy to guess. ${hint}`.trim(), "WEAK_PASSWORD");
}
