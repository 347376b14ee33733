import type { AddressInfo } from "node:net";
import { sql } from "drizzle-orm";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bearer, registerUser, useTestApp } from "#test/context.ts";

/** A real SMTP server on loopback: the mail transport is exercised over the wire. */
const inbox: { to: string; raw: string }[] = [];
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS", "AUTH"],
  logger: false,
  onData(stream, session, callback) {
    let raw = "";
    stream.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    stream.on("end", () => {
      inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(","), raw });
      callback();
    });
  },
});

beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});
const ctx = useTestApp(() => ({
  SMTP_URL: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
  RESET_TOKEN_TTL_MINUTES: "30",
}));

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: "POST", url: `/api/v1${url}`, payload });

async function mailFor(email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const mail = inbox.find((m) => m.to === email);
    if (mail) return mail.raw;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`no mail for ${email}`);
}

const tokenIn = (raw: string) => {
  const unfolded = raw.replace(/=\r?\n/g, "").replace(/=3D/g, "=");
  const match = /Reset token: ([\w.-]+)/.exec(unfolded);
  if (!match?.[1]) throw new Error("no token in mail");
  return match[1];
};

describe("forgot-password and reset-password", () => {
  it("always answers 200, mailing a token only when the account exists", async () => {
    const user = await registerUser(ctx.app);
    const known = await post("/forgot-password", { email: user.email });
    const unknown = await post("/forgot-password", { email: "ghost@example.com" });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await mailFor(user.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(inbox.some((m) => m.to === "ghost@example.com")).toBe(false);
  });

  it("resets the password once with the mailed token and revokes earlier tokens", async () => {
    const user = await registerUser(ctx.app);
    await post("/forgot-password", { email: user.email });
    const token = tokenIn(await mailFor(user.email));

    const reset = await post("/reset-password", { token, password: "my new password" });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toEqual({ ok: true });

    const me = await ctx.app.inject({ method: "GET", url: "/api/v1/user/me", headers: bearer(user.token) });
    expect(me.statusCode).toBe(401);
    expect((await post("/authenticate", { email: user.email, password: "my new password" })).statusCode).toBe(
      200,
    );
    expect((await post("/authenticate", { email: user.email, password: user.password })).statusCode).toBe(
      401,
    );

    const replay = await post("/reset-password", { token, password: "yet another one" });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe("INVALID_RESET_TOKEN");
  });

  it("refuses a forged, an expired and a user token as reset token", async () => {
    const user = await registerUser(ctx.app);
    const { SignJWT } = await import("jose");
    const secret = new TextEncoder().encode(ctx.config.RESET_SECRET);
    const expired = await new SignJWT({ purpose: "password-reset", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 60)
      .sign(secret);
    const forged = await new SignJWT({ purpose: "password-reset", tv: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(user.id)
      .setExpirationTime("10m")
      .sign(new TextEncoder().encode("not-the-reset-secret-at-all"));
    for (const token of [expired, forged, user.token, "garbage"]) {
      const response = await post("/reset-password", { token, password: "my new password" });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("INVALID_RESET_TOKEN");
    }
  });

  it("answers before looking the address up, so its timing cannot tell whether an account exists", async () => {
    const user = await registerUser(ctx.app);
    // While the users table is locked no lookup can finish; the answer must not wait for one.
    await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      for (const email of [user.email, `ghost-${user.id}@example.com`]) {
        const started = Date.now();
        const response = await post("/forgot-password", { email });
        expect(response.json()).toEqual({ ok: true });
        expect(Date.now() - started, email).toBeLessThan(3000);
      }
    });
    // The work goes on after the answer: the mail arrives once the lookup can run.
    await mailFor(user.email);
  });

  it("mails one address at most three times an hour, answering 200 every time", async () => {
    const user = await registerUser(ctx.app);
    for (let i = 0; i < 5; i++) {
      const response = await post("/forgot-password", { email: user.email });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ok: true });
    }
    await mailFor(user.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(inbox.filter((m) => m.to === user.email)).toHaveLength(3);
  });

  it("answers 400 for bad input", async () => {
    expect((await post("/forgot-password", {})).statusCode).toBe(400);
    const short = await post("/reset-password", { token: "x", password: "short" });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.fieldErrors).toHaveProperty("password");
  });
});
