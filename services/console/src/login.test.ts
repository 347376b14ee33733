import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditRows,
  type ConsoleHarness,
  cookies,
  createConsoleHarness,
  createOperator,
  csrfOf,
  login,
  OPERATOR_PASSWORD,
  operatorRow,
  sessionRows,
  totpCode,
} from "#test/console-harness.ts";
import { clearRedisPrefix } from "#test/context.ts";

// Throttles of 3 (pair), 6 (username) and 6 (address) failures; a lifetime of 30 minutes with an idle
// timeout of 20; bcrypt at cost 8, so that a compare is most of a refused login's time.
let h: ConsoleHarness;
beforeAll(async () => {
  h = await createConsoleHarness({
    BCRYPT_COST: "8",
    CONSOLE_LOGIN_ATTEMPTS: "3",
    CONSOLE_LOGIN_ATTEMPTS_PER_USERNAME: "6",
    CONSOLE_LOGIN_ATTEMPTS_PER_ADDRESS: "6",
    CONSOLE_SESSION_HOURS: "0.5",
    CONSOLE_IDLE_MINUTES: "20",
  });
}, 60_000);
afterAll(async () => {
  await h?.close();
});

const password = (username: string, secret: string, remoteAddress: string) =>
  h.console.inject({ method: "POST", url: "/login", payload: { username, password: secret }, remoteAddress });

/** The Redis window of every throttle runs out (as 15 minutes later). */
const windowEnds = () => clearRedisPrefix(h.ctx.deps);

describe("login throttles", () => {
  it("refuses the right password too once a username and address pair has failed 3 times", async () => {
    const operator = await createOperator(h, "moderator");
    for (let i = 0; i < 3; i += 1) {
      expect((await password(operator.username, "wrong password!", "10.0.0.1")).statusCode).toBe(401);
    }
    const throttled = await password(operator.username, OPERATOR_PASSWORD, "10.0.0.1");
    expect(throttled.statusCode).toBe(429);
    expect(Number(throttled.headers["retry-after"])).toBeGreaterThan(0);
    // Another address is another pair (the username's own allowance is not spent).
    expect((await password(operator.username, OPERATOR_PASSWORD, "10.0.0.2")).statusCode).toBe(303);
    await windowEnds();
  });

  it("locks a username failed from many addresses, audits it, and tells its operator at the next login", async () => {
    const operator = await createOperator(h, "finance");
    const { totpSecret } = await login(h, operator.username, { remoteAddress: "10.0.1.100" });
    for (let i = 1; i <= 6; i += 1) {
      expect((await password(operator.username, "wrong password!", `10.0.1.${i}`)).statusCode).toBe(401);
    }
    // The right password from a seventh address: refused while the username is locked.
    const locked = await password(operator.username, OPERATOR_PASSWORD, "10.0.1.7");
    expect(locked.statusCode).toBe(429);
    expect((await operatorRow(h, operator.id))?.loginLockedAt).toBeInstanceOf(Date);
    expect(await auditRows(h, { action: "login_locked", targetId: operator.id })).toEqual([
      expect.objectContaining({
        actor: "system",
        sourceAddress: "10.0.1.6",
        details: expect.objectContaining({ username: operator.username, known: true, attempts: 6 }),
      }),
    ]);

    await windowEnds();
    const step1 = await password(operator.username, OPERATOR_PASSWORD, "10.0.1.7");
    const jar = cookies(step1.headers["set-cookie"]);
    const page = await h.console.inject({ method: "GET", url: "/login/totp", headers: { cookie: jar } });
    const step2 = await h.console.inject({
      method: "POST",
      url: "/login/totp",
      headers: { cookie: jar },
      payload: { _csrf: csrfOf(page.body), code: await totpCode(totpSecret, 1, h.clock.now()) },
      remoteAddress: "10.0.1.7",
    });
    expect(step2.statusCode).toBe(303);
    const session = cookies(step2.headers["set-cookie"], jar);
    const home = () => h.console.inject({ method: "GET", url: "/", headers: { cookie: session } });
    expect((await home()).body).toMatch(
      /<p class="notice" role="status">Your username was locked at [^<]+ UTC after too many failed logins/,
    );
    // Told once: the lock is cleared, and the next page has no notice.
    expect((await operatorRow(h, operator.id))?.loginLockedAt).toBeNull();
    expect((await home()).body).not.toContain("was locked");
    await windowEnds();
  });

  it("audits a lock of a username no operator has, and refuses one address trying many usernames", async () => {
    const operator = await createOperator(h, "admin");
    for (let i = 0; i < 6; i += 1) {
      expect((await password(`nobody${i}`, "guess guess guess", "10.0.2.1")).statusCode).toBe(401);
    }
    // A seventh try from the address, a real operator's right password: refused.
    expect((await password(operator.username, OPERATOR_PASSWORD, "10.0.2.1")).statusCode).toBe(429);
    expect((await password(operator.username, OPERATOR_PASSWORD, "10.0.2.2")).statusCode).toBe(303);
    for (let i = 1; i <= 6; i += 1) await password("ghost", "guess guess guess", `10.0.3.${i}`);
    expect(await auditRows(h, { action: "login_locked", targetId: "ghost" })).toEqual([
      expect.objectContaining({ details: expect.objectContaining({ known: false }) }),
    ]);
    await windowEnds();
  });
});

describe("login timing", () => {
  it("answers an unknown username as slowly as a known one's wrong password (20 tries each)", async () => {
    const known = [];
    for (let i = 0; i < 20; i += 1) known.push(await createOperator(h, "moderator", `timed${i}`));
    const timed = async (username: string, remoteAddress: string) => {
      const started = process.hrtime.bigint();
      const response = await password(username, "not the password", remoteAddress);
      const ms = Number(process.hrtime.bigint() - started) / 1e6;
      expect(response.statusCode).toBe(401);
      return ms;
    };
    const unknownMs: number[] = [];
    const knownMs: number[] = [];
    // Interleaved, one address each, so that load on the machine falls on both alike.
    for (let i = 0; i < 20; i += 1) {
      unknownMs.push(await timed(`unknown${i}`, `10.0.4.${i + 1}`));
      knownMs.push(await timed(known[i]?.username as string, `10.0.4.${i + 101}`));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[10] as number;
    const ratio = median(unknownMs) / median(knownMs);
    expect(ratio, `unknown ${median(unknownMs)} ms, known ${median(knownMs)} ms`).toBeGreaterThan(0.5);
    expect(ratio, `unknown ${median(unknownMs)} ms, known ${median(knownMs)} ms`).toBeLessThan(2);
    await windowEnds();
  }, 120_000);
});

describe("session deadlines and replays", () => {
  it("ends a session CONSOLE_SESSION_HOURS after its login, however busy it is", async () => {
    const operator = await createOperator(h, "moderator");
    const session = await login(h, operator.username);
    const open = () =>
      h.console.inject({ method: "GET", url: "/reports", headers: { cookie: session.cookie } });
    let moved = 0;
    try {
      for (const minutes of [10, 10]) {
        h.clock.advance(minutes * 60_000);
        moved += minutes * 60_000;
        expect((await open()).statusCode).toBe(200);
      }
      // 30 minutes after the login, 10 after the last request: the lifetime, not the idle timeout.
      h.clock.advance(10 * 60_000);
      moved += 10 * 60_000;
      const ended = await open();
      expect(ended.statusCode).toBe(303);
      expect(ended.headers.location).toBe("/login?expired=1");
      expect(await sessionRows(h, operator.id)).toEqual([]);
    } finally {
      h.clock.advance(-moved);
    }
  });

  it("refuses a TOTP code already used, even after Redis lost every key of this test", async () => {
    const operator = await createOperator(h, "verifier");
    const { totpSecret } = await login(h, operator.username, { remoteAddress: "10.0.6.1" });
    await clearRedisPrefix(h.ctx.deps);
    const step1 = await password(operator.username, OPERATOR_PASSWORD, "10.0.6.2");
    const jar = cookies(step1.headers["set-cookie"]);
    const page = await h.console.inject({ method: "GET", url: "/login/totp", headers: { cookie: jar } });
    const submit = async (offset: number) =>
      h.console.inject({
        method: "POST",
        url: "/login/totp",
        headers: { cookie: jar },
        payload: { _csrf: csrfOf(page.body), code: await totpCode(totpSecret, offset, h.clock.now()) },
        remoteAddress: "10.0.6.2",
      });
    // Step 0 was the last one accepted: it again, and the step before it, are refused.
    expect((await submit(0)).statusCode).toBe(401);
    expect((await submit(-1)).statusCode).toBe(401);
    expect((await submit(1)).statusCode).toBe(303);
    await windowEnds();
  });

  it("gives the password stage's cookie nothing once the login completed (a new session id)", async () => {
    const operator = await createOperator(h, "moderator");
    const step1 = await password(operator.username, OPERATOR_PASSWORD, "10.0.7.1");
    const stage = cookies(step1.headers["set-cookie"]);
    const page = await h.console.inject({ method: "GET", url: "/login/totp", headers: { cookie: stage } });
    const secret = /id="totp-secret">([A-Z2-7]+)</.exec(page.body)?.[1] as string;
    const done = await h.console.inject({
      method: "POST",
      url: "/login/totp",
      headers: { cookie: stage },
      payload: { _csrf: csrfOf(page.body), code: await totpCode(secret, 0, h.clock.now()) },
    });
    expect(done.statusCode).toBe(303);
    const full = cookies(done.headers["set-cookie"], stage);
    expect(full).not.toBe(stage);
    expect((await h.console.inject({ method: "GET", url: "/", headers: { cookie: full } })).statusCode).toBe(
      200,
    );
    const old = await h.console.inject({ method: "GET", url: "/", headers: { cookie: stage } });
    expect(old.statusCode).toBe(303);
    expect(old.headers.location).toBe("/login");
  });
});
