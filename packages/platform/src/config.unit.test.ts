import { describe, expect, it } from "vitest";
import { ConfigError, DEV_SECRETS, deploymentId, durationToSeconds, loadConfig } from "./config.ts";

const strong = {
  JWT_SECRET: "a-long-random-production-jwt-secret",
  RESET_SECRET: "a-long-random-production-reset-secret",
  REALTIME_ADMIN_TOKEN: "a-long-random-realtime-admin-token",
  ADMIN_SECRET: "a-long-random-payout-admin-secret",
  METRICS_TOKEN: "a-long-random-metrics-scrape-token",
};

describe("production secrets", () => {
  it("refuses short or regular secrets in production, naming each, and accepts random ones", () => {
    const prod = (overrides: Record<string, string>) => () =>
      loadConfig({ NODE_ENV: "production", ...strong, ...overrides });
    expect(prod({ JWT_SECRET: "short-but-valid-16" })).toThrow(/JWT_SECRET \(too short/);
    expect(prod({ RESET_SECRET: "a".repeat(64) })).toThrow(/RESET_SECRET \(too short or too regular/);
    expect(prod({ ADMIN_SECRET: "abcdabcdabcdabcdabcdabcdabcdabcdabcd" })).toThrow(/ADMIN_SECRET/);
    expect(prod({ JWT_SECRET: "9f86d081884c7d659a2feaa0c55ad015" })).not.toThrow();
    expect(prod({})).not.toThrow();
    // Outside production the development defaults still work.
    expect(() => loadConfig({ JWT_SECRET: "short-but-valid-16" })).not.toThrow();
  });
});

describe("config", () => {
  it("has working development defaults", () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(4000);
    expect(config.REALTIME_PORT).toBe(4001);
    expect(config.PAYOUT_PORT).toBe(4002);
    expect(config.RATE_LIMIT_MAX).toBe(300);
    expect(config.RATE_LIMIT_WINDOW_MS).toBe(60_000);
    expect(config.WEB_ORIGIN).toBe("http://localhost:3000");
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.COIN_PACKS).toEqual({ coins_100: 100, coins_500: 550, coins_1200: 1400 });
    expect(config.COIN_VALUE_CENTS).toBe(1);
    expect(config.PLATFORM_FEE_BPS).toBe(2000);
  });

  it("refuses to start in production with any development secret, naming each", () => {
    for (const name of Object.keys(DEV_SECRETS)) {
      const env = {
        NODE_ENV: "production",
        ...strong,
        [name]: DEV_SECRETS[name as keyof typeof DEV_SECRETS],
      };
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(name);
    }
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /JWT_SECRET, RESET_SECRET, REALTIME_ADMIN_TOKEN, ADMIN_SECRET/,
    );
    expect(loadConfig({ NODE_ENV: "production", ...strong }).NODE_ENV).toBe("production");
  });

  it("refuses to start in production without a metrics token of at least 16 characters", () => {
    const { METRICS_TOKEN: _, ...withoutToken } = strong;
    expect(() => loadConfig({ NODE_ENV: "production", ...withoutToken })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ NODE_ENV: "production", ...strong, METRICS_TOKEN: "short" })).toThrow(
      /METRICS_TOKEN/,
    );
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({}).MEDIA_WORKER_PORT).toBe(4003);
  });

  it("refuses in production a reset secret equal to the token secret, and a zero token lifetime", () => {
    const same = { NODE_ENV: "production", ...strong, RESET_SECRET: strong.JWT_SECRET };
    expect(() => loadConfig(same)).toThrow(/RESET_SECRET must differ from JWT_SECRET/);
    expect(() => loadConfig({ JWT_EXPIRES_IN: "0" })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => loadConfig({ JWT_EXPIRES_IN: "0d" })).toThrow(/JWT_EXPIRES_IN/);
  });

  it("refuses LiveKit's development credentials in production when a LiveKit server is configured", () => {
    const env = { NODE_ENV: "production", ...strong, LIVEKIT_URL: "wss://livekit.example.com" };
    expect(() => loadConfig(env)).toThrow(/LIVEKIT_API_KEY/);
    expect(
      loadConfig({
        ...env,
        LIVEKIT_API_KEY: "prodkey",
        LIVEKIT_API_SECRET: "a-long-production-livekit-secret",
      }).LIVEKIT_URL,
    ).toBe("wss://livekit.example.com");
    // Without a server (local mode) the development pair is harmless.
    expect(loadConfig({ NODE_ENV: "production", ...strong }).LIVEKIT_API_KEY).toBe("devkey");
  });

  it("reads DATABASE_REPLICA_URLS as a list of postgres URLs, and refuses anything else", () => {
    expect(loadConfig({}).DATABASE_REPLICA_URLS).toEqual([]);
    expect(
      loadConfig({
        DATABASE_REPLICA_URLS: " postgres://r1:5432/playpal, postgresql://u:p@r2/playpal ,",
      }).DATABASE_REPLICA_URLS,
    ).toEqual(["postgres://r1:5432/playpal", "postgresql://u:p@r2/playpal"]);
    expect(() => loadConfig({ DATABASE_REPLICA_URLS: "postgres://r1/playpal,r2:5432" })).toThrow(
      /DATABASE_REPLICA_URLS.*1 entry/,
    );
  });

  it("names the variable of an invalid value", () => {
    expect(() => loadConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => loadConfig({ JWT_EXPIRES_IN: "forever" })).toThrow(/JWT_EXPIRES_IN/);
    expect(() => loadConfig({ COIN_PACKS: "{not json" })).toThrow(/COIN_PACKS/);
    expect(() => loadConfig({ JWT_SECRET: "short" })).toThrow(/JWT_SECRET/);
    // Money rates: whole numbers only; a fee above 100% or a coin worth nothing is refused.
    for (const value of ["1.5", "0", "-1", "abc"]) {
      expect(() => loadConfig({ COIN_VALUE_CENTS: value })).toThrow(/COIN_VALUE_CENTS/);
    }
    for (const value of ["20.5", "-1", "10001"]) {
      expect(() => loadConfig({ PLATFORM_FEE_BPS: value })).toThrow(/PLATFORM_FEE_BPS/);
    }
  });

  it("reads TRUST_PROXY as a boolean, a hop count or an address list", () => {
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8,127.0.0.1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
    ]);
  });

  it("converts token lifetimes to seconds", () => {
    expect(durationToSeconds("7d")).toBe(604_800);
    expect(durationToSeconds("12h")).toBe(43_200);
    expect(durationToSeconds("30m")).toBe(1_800);
    expect(durationToSeconds("45")).toBe(45);
  });
});

describe("REDIS_CLUSTER_NODES", () => {
  it("is unset by default, a list of host:port when set, and refuses anything else, naming it", () => {
    expect(loadConfig({}).REDIS_CLUSTER_NODES).toEqual([]);
    expect(loadConfig({ REDIS_CLUSTER_NODES: " redis-0:6379, 10.0.0.2:7001 ," }).REDIS_CLUSTER_NODES).toEqual(
      ["redis-0:6379", "10.0.0.2:7001"],
    );
    expect(() => loadConfig({ REDIS_CLUSTER_NODES: "redis-0:6379,redis-1" })).toThrow(
      /REDIS_CLUSTER_NODES must be comma-separated host:port; not understood: redis-1/,
    );
  });

  it("names a cluster deployment after its nodes in any order, apart from REDIS_URL", () => {
    const a = loadConfig({ REDIS_CLUSTER_NODES: "r0:7000,r1:7001" });
    const b = loadConfig({ REDIS_CLUSTER_NODES: "r1:7001,r0:7000", REDIS_URL: "redis://elsewhere:6379" });
    const single = loadConfig({});
    expect(deploymentId(a)).toBe(deploymentId(b));
    expect(deploymentId(a)).not.toBe(deploymentId(single));
  });
});
