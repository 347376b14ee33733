/**
 * The second factor: RFC 6238 TOTP codes (otplib), 30 s steps, one step of drift either way. Checking
 * a code answers its step; the step is then claimed in PostgreSQL (`claimTotpStep`), once.
 */
import { generateSecret, generateURI, verify } from "otplib";

export const newTotpSecret = (): string => generateSecret();

export const totpUri = (username: string, secret: string): string =>
  generateURI({ issuer: "PlayPal console", label: username, secret });

/** The 30 s step of a code valid at `now` (the previous, current or next step), else null. */
export async function totpStep(secret: string, code: string, now: Date): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: 30 }).catch(() => null);
  return result?.valid ? Math.floor(epoch / 30) + (result.delta ?? 0) : null;
}
