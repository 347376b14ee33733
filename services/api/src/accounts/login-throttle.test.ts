import { SignJWT } from "jose";
import { describe, expect, it } from "vitest";
import { registerUser, useTestApp } from "#test/context.ts";
import { FAILED_LOGINS_PER_ACCOUNT, FAILED_LOGINS_PER_ADDRESS } from "./service.ts";

/**
 * Password guessing against one account: the per-address API limit alone (300 requests a minute)
 * allowed 18,000 guesses an hour from one address, and any number from many.
 */
describe("failed login throttling", () => {
  const ctx = useTestApp();

  const login = (email: string, password: string, remoteAddress: string) =>
    ctx.app.inject({
      method: "POST",
      url: "/api/v1/authenticate",
      remoteAddress,
      payload: { email, password },
    });

  /** Resets the user's password with a reset token as the mail carries it (their first). */
  const resetPassword = async (user: { id: string }, password: string, remoteAddress?: string) => {
    const token = await new SignJWT({ purpose: "password-reset", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setIssuedAt()
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode(ctx.config.RESET_SECRET));
    return ctx.app.inject({
      method: "POST",
      url: "/api/v1/reset-password",
      ...(remoteAddress ? { remoteAddress } : {}),
      payload: { token, password },
    });
  };

  it("stops one address guessing an account's password, the right one included, with 429", async () => {
    const victim = await registerUser(ctx.app);
    for (let i = 0; i < FAILED_LOGINS_PER_ADDRESS; i++) {
      expect((await login(victim.email, `guess-${i}`, "10.1.0.1")).statusCode).toBe(401);
    }
    const wrong = await login(victim.email, "guess-next", "10.1.0.1");
    expect(wrong.statusCode).toBe(429);
    expect(wrong.json()).toEqual({ message: expect.any(String), code: "TOO_MANY_FAILED_LOGINS" });
    // When to come back: the rest of the 15-minute window, in seconds.
    const retryAfter = Number(wrong.headers["retry-after"]);
    expect(retryAfter).toBeGreaterThan(800);
    expect(retryAfter).toBeLessThanOrEqual(900);
    // Guessing right now tells the attacker nothing.
    expect((await login(victim.email, victim.password, "10.1.0.1")).statusCode).toBe(429);
    // Case and spaces do not make a fresh allowance.
    expect((await login(` ${victim.email.toUpperCase()}`, "guess", "10.1.0.1")).statusCode).toBe(429);
    // The owner, elsewhere, still logs in.
    expect((await login(victim.email, victim.password, "10.1.0.2")).statusCode).toBe(200);
  });

  it("treats an unknown email exactly like a known one (no enumeration through the limit)", async () => {
    for (let i = 0; i < FAILED_LOGINS_PER_ADDRESS; i++) {
      expect((await login("nobody-here@example.com", `guess-${i}`, "10.2.0.1")).statusCode).toBe(401);
    }
    expect((await login("nobody-here@example.com", "guess", "10.2.0.1")).statusCode).toBe(429);
  });

  it("caps the failures of one account across addresses", async () => {
    const victim = await registerUser(ctx.app);
    const addresses = FAILED_LOGINS_PER_ACCOUNT / FAILED_LOGINS_PER_ADDRESS;
    for (let a = 0; a < addresses; a++) {
      for (let i = 0; i < FAILED_LOGINS_PER_ADDRESS; i++) {
        expect((await login(victim.email, `guess-${a}-${i}`, `10.3.${a}.1`)).statusCode).toBe(401);
      }
    }
    expect((await login(victim.email, "guess", "10.3.200.1")).statusCode).toBe(429);
    expect((await login(victim.email, victim.password, "10.3.200.2")).statusCode).toBe(429);

    // A password reset (the owner holds the mailbox) lifts it.
    const reset = await resetPassword(victim, "a fresh password");
    expect(reset.statusCode).toBe(200);
    expect((await login(victim.email, "a fresh password", "10.3.200.2")).statusCode).toBe(200);

    // Another account is not affected.
    const other = await registerUser(ctx.app);
    expect((await login(other.email, other.password, "10.3.200.1")).statusCode).toBe(200);
  });
  it("lets the owner back in from the address that reset the password; other guessers stay held", async () => {
    const owner = await registerUser(ctx.app);
    for (const address of ["10.4.0.1", "10.4.0.2"]) {
      for (let i = 0; i < FAILED_LOGINS_PER_ADDRESS; i++) await login(owner.email, `wrong-${i}`, address);
      expect((await login(owner.email, owner.password, address)).statusCode).toBe(429);
    }
    const reset = await resetPassword(owner, "a fresh password", "10.4.0.1");
    expect(reset.statusCode).toBe(200);
    expect((await login(owner.email, "a fresh password", "10.4.0.1")).statusCode).toBe(200);
    expect((await login(owner.email, "a fresh password", "10.4.0.2")).statusCode).toBe(429);
  });
});
