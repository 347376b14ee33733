import { allow, type Decision, refuse } from "../http/policy.ts";

/**
 * The local-mode storage rules: a request holds no user, only what the API signed into the URL it
 * handed out (the signatures are checked by `LocalStorage`, which gives the facts).
 */

/** The presigned PUT: a valid, unexpired signature, and the body sent with the content type it signed. */
export function uploadPolicy(facts: {
  signatureValid: boolean;
  contentTypeMatches: boolean;
}): Decision<"BAD_SIGNATURE" | "CONTENT_TYPE_DIFFERS"> {
  if (!facts.signatureValid) return refuse("BAD_SIGNATURE");
  if (!facts.contentTypeMatches) return refuse("CONTENT_TYPE_DIFFERS");
  return allow;
}

/** A signed download (a data export): a valid, unexpired signature. */
export function downloadPolicy(facts: { signatureValid: boolean }): Decision<"BAD_SIGNATURE"> {
  return facts.signatureValid ? allow : refuse("BAD_SIGNATURE");
}

/**
 * Reading a file: a public object to anyone, any other one only through a valid signed URL; a refusal
 * does not reveal that the object exists (HIDDEN, answered like a missing file).
 */
export function readFilePolicy(facts: { signed: boolean; isPublic: boolean }): Decision<"HIDDEN"> {
  return facts.signed || facts.isPublic ? allow : refuse("HIDDEN");
}
