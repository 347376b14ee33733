import { createHmac, timingSafeEqual } from "node:crypto";

/** Mux's replay window: a signature whose timestamp is further than this from now is stale. */
export const MUX_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Verifies the `mux-signature` header over the raw request body: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256 of "<t>.<raw body>">` (several `v1` entries are allowed while a secret is rotated).
 * False for a missing or malformed header, a timestamp outside the tolerance, or no matching
 * signature; signatures are compared in constant time.
 */
export function verifyMuxSignature(
  rawBody: Buffer,
  header: string | string[] | undefined,
  secret: string,
  nowMs: number,
): boolean {
  if (typeof header !== "string" || header.length > 2048) return false;
  let timestamp: string | undefined;
  const signatures: Buffer[] = [];
  for (const part of header.split(",")) {
    const [name, value] = part.trim().split("=", 2);
    if (name === "t") timestamp = value;
    if (name === "v1" && value && /^[0-9a-f]{64}$/i.test(value)) signatures.push(Buffer.from(value, "hex"));
  }
  if (!timestamp || !/^\d{1,12}$/.test(timestamp) || signatures.length === 0) return false;
  if (Math.abs(nowMs / 1000 - Number(timestamp)) > MUX_SIGNATURE_TOLERANCE_SECONDS) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.`).update(rawBody).digest();
  let matched = false;
  for (const signature of signatures) {
    if (signature.length === expected.length && timingSafeEqual(signature, expected)) matched = true;
  }
  return matched;
}

/** The header Mux would send for `rawBody` (tests, and tools replaying events). */
export function signMuxPayload(rawBody: Buffer | string, secret: string, nowMs = Date.now()): string {
  const t = Math.floor(nowMs / 1000);
  const v1 = createHmac("sha256", secret).update(`${t}.`).update(rawBody).digest("hex");
  return `t=${t},v1=${v1}`;
}
