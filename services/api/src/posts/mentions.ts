import type { Deps } from "../deps.ts";
import { mentionRecipients } from "./queries.ts";

/** At most this many distinct mentions of one body are notified. */
export const MAX_MENTIONS = 20;

/**
 * The distinct usernames `@mentioned` in a text, lowercased, in order of appearance. A mention is `@`
 * followed by 3-20 of `[A-Za-z0-9_]` (the username rule, case-insensitive), not glued to a word before
 * it (so `ada@example.com` is not a mention) and not followed by more name characters.
 */
export function extractMentions(text: string): string[] {
  const found = new Set<string>();
  for (const match of text.matchAll(/(?<![A-Za-z0-9_.@])@([A-Za-z0-9_]{3,20})(?![A-Za-z0-9_])/g)) {
    found.add((match[1] as string).toLowerCase());
    if (found.size >= MAX_MENTIONS) break;
  }
  return [...found];
}

/**
 * The users named in `text` who may be told of it: existing, distinct, not the actor, not in a block with
 * the actor, and able to see the post. The notifications consumer sends each a MENTION.
 */
export async function mentionedRecipients(
  deps: Pick<Deps, "db">,
  input: { actorId: string; postId: string; text: string },
): Promise<string[]> {
  const usernames = extractMentions(input.text);
  if (usernames.length === 0) return [];
  return mentionRecipients(deps.db, { usernames, actorId: input.actorId, postId: input.postId });
}

/** A body with its whitespace collapsed to single spaces, cut to `max` characters, for a notification's second line. */
export function excerpt(text: string, max = 140): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}
