/**
 * The login throttles (rate-limiter-flexible through the platform's `createAllowance`, in Redis so
 * every replica shares them), each over 15 minutes: failed passwords and codes per username and
 * address (`CONSOLE_LOGIN_ATTEMPTS`), per username from any address
 * (`CONSOLE_LOGIN_ATTEMPTS_PER_USERNAME`: the username is then locked, and its operator told at their
 * next login) and per address for any usernames (`CONSOLE_LOGIN_ATTEMPTS_PER_ADDRESS`). A spent one
 * refuses the attempt before any password is compared. A success gives the pair its allowance back;
 * the wider two run out their window (a success of the real operator must not reopen guessing).
 */
import { type Allowance, type Config, createAllowance, type Redis } from "@playpal/platform";

export const LOGIN_WINDOW_SECONDS = 15 * 60;

export interface LoginThrottle {
  /** Seconds until the attempt may be made, 0 when none of the three is spent. */
  blockedFor(username: string, address: string): Promise<number>;
  /** Counts a failure against all three; `locked` when this one spent the username's allowance. */
  failed(username: string, address: string): Promise<{ locked: boolean }>;
  succeeded(username: string, address: string): Promise<void>;
  readonly perUsername: number;
}

export function createLoginThrottle(
  redis: Redis,
  config: Pick<
    Config,
    | "REDIS_PREFIX"
    | "CONSOLE_LOGIN_ATTEMPTS"
    | "CONSOLE_LOGIN_ATTEMPTS_PER_USERNAME"
    | "CONSOLE_LOGIN_ATTEMPTS_PER_ADDRESS"
  >,
): LoginThrottle {
  const allowance = (name: string, points: number): Allowance =>
    createAllowance(redis, {
      name: `${config.REDIS_PREFIX}console-login${name}`,
      points,
      windowSeconds: LOGIN_WINDOW_SECONDS,
    });
  const pair = allowance("", config.CONSOLE_LOGIN_ATTEMPTS);
  const username = allowance("-username", config.CONSOLE_LOGIN_ATTEMPTS_PER_USERNAME);
  const address = allowance("-address", config.CONSOLE_LOGIN_ATTEMPTS_PER_ADDRESS);
  const keys = (name: string, ip: string) => {
    const user = name.trim().toLowerCase();
    return [
      [pair, `${user}|${ip}`],
      [username, user],
      [address, ip],
    ] as const;
  };
  return {
    perUsername: config.CONSOLE_LOGIN_ATTEMPTS_PER_USERNAME,
    async blockedFor(name, ip) {
      const waits = await Promise.all(keys(name, ip).map(([limit, key]) => limit.blockedFor(key)));
      return Math.max(0, ...waits);
    },
    async failed(name, ip) {
      const [[, pairKey], [, userKey], [, ipKey]] = keys(name, ip);
      const [, counted] = await Promise.all([
        pair.take(pairKey),
        username.take(userKey),
        address.take(ipKey),
      ]);
      // The failure that spent the username's last point locks it (later ones find it spent already).
      return { locked: counted && (await username.spent(userKey)) };
    },
    async succeeded(name, ip) {
      const [[, pairKey]] = keys(name, ip);
      await pair.reset(pairKey);
    },
  };
}
