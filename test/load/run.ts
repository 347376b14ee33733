/**
 * `npm run test:load`: a minute of mixed traffic at a fixed rate against 2 API and 2 realtime
 * processes sharing one PostgreSQL database and one Redis (loopback only), then every counter the API
 * keeps is compared with a recount from the tables, and no response may have been a 5xx. Not part of
 * `npm test` (it takes about two minutes and loads the machine). Exits 1 on any mismatch or 5xx.
 *
 * LOAD_SECONDS (default 60) and LOAD_RATE (requests per second, default 20) change the shape.
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensureDatabase, runMigrations } from "@playpal/db";
import pg from "pg";
import { io as connectClient, type Socket } from "socket.io-client";
import { freePort } from "../realtime.ts";
import { TEST_DATABASE_ADMIN_URL as ADMIN_URL } from "../servers.ts";
import { type ServiceProcess, startProcess } from "../service-process.ts";

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60);
const RATE = Number(process.env.LOAD_RATE ?? 20);
const USERS = 24;

interface User {
  id: string;
  token: string;
}

const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)] as T;

async function main(): Promise<number> {
  const name = `playpal_load_${randomBytes(5).toString("hex")}`;
  const dbUrl = new URL(ADMIN_URL);
  dbUrl.pathname = `/${name}`;
  const databaseUrl = dbUrl.toString();
  const dataDir = await mkdtemp(path.join(tmpdir(), "playpal-load-"));
  const prefix = `load${randomBytes(4).toString("hex")}`;
  const processes: ServiceProcess[] = [];
  const sockets: Socket[] = [];
  const stop = async () => {
    for (const socket of sockets) socket.disconnect();
    for (const child of processes) if (child.child.exitCode === null) child.child.kill("SIGTERM");
    await Promise.all(processes.map((p) => p.exited));
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await ensureDatabase(databaseUrl);
    await runMigrations(databaseUrl);
    const [api1, api2, rt1, rt2] = await Promise.all([freePort(), freePort(), freePort(), freePort()]);
    const common = {
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      HOST: "127.0.0.1",
      DATABASE_URL: databaseUrl,
      DATABASE_POOL_MAX: "5",
      REDIS_PREFIX: prefix,
      DATA_DIR: dataDir,
      MIGRATE_ON_START: "false",
      RATE_LIMIT_MAX: "1000000",
      BCRYPT_COST: "4",
    };
    // Each API emits to one realtime instance, each realtime instance calls one API back: the Redis
    // adapter must carry every event to the sockets on the other instance.
    const start = (script: string, env: Record<string, string>) => {
      const child = startProcess(script, { ...common, ...env });
      processes.push(child);
      return child;
    };
    start("services/api/src/main.ts", { PORT: String(api1), REALTIME_URL: `http://127.0.0.1:${rt1}` });
    start("services/api/src/main.ts", { PORT: String(api2), REALTIME_URL: `http://127.0.0.1:${rt2}` });
    start("services/realtime/src/main.ts", {
      REALTIME_PORT: String(rt1),
      API_URL: `http://127.0.0.1:${api1}`,
    });
    start("services/realtime/src/main.ts", {
      REALTIME_PORT: String(rt2),
      API_URL: `http://127.0.0.1:${api2}`,
    });
    const apis = [`http://127.0.0.1:${api1}`, `http://127.0.0.1:${api2}`];
    const realtimes = [`http://127.0.0.1:${rt1}`, `http://127.0.0.1:${rt2}`];
    for (const url of [...apis, ...realtimes]) await waitForHealth(url);

    const statuses = new Map<number, number>();
    const fiveHundreds: string[] = [];
    const call = async (method: string, url: string, user: User | null, body?: unknown) => {
      const response = await fetch(`${pick(apis)}/api/v1${url}`, {
        method,
        headers: {
          ...(user && { authorization: `Bearer ${user.token}` }),
          ...(body !== undefined && { "content-type": "application/json" }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      }).catch((error: Error) => ({ status: 599, json: async () => ({ message: error.message }) }));
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      const json = (await response.json().catch(() => null)) as Record<string, unknown> | null;
      if (response.status >= 500)
        fiveHundreds.push(`${method} ${url} ${response.status} ${JSON.stringify(json)}`);
      return { status: response.status, json };
    };

    const users: User[] = [];
    for (let i = 0; i < USERS; i++) {
      const { json } = await call("POST", "/create-account", null, {
        first_name: "Load",
        last_name: `User${i}`,
        email: `load${i}-${prefix}@example.com`,
        password: "correct horse battery staple",
      });
      const user = json as { user: { id: string }; token: string };
      users.push({ id: user.user.id, token: user.token });
    }
    // Half the users listen on a socket, spread over both instances.
    let delivered = 0;
    for (const [i, user] of users.entries()) {
      if (i % 2 === 1) continue;
      const socket = connectClient(realtimes[i % 4 < 2 ? 0 : 1] as string, {
        auth: { token: user.token },
        transports: ["websocket"],
        reconnection: false,
      });
      socket.on("notification:new", () => {
        delivered += 1;
      });
      sockets.push(socket);
    }

    const postIds: string[] = [];
    const reactionIds: { user: User; id: string }[] = [];
    const conversations: { members: [User, User]; id: string }[] = [];
    const actions: (() => Promise<unknown>)[] = [
      async () => {
        const { status, json } = await call("POST", "/posts", pick(users), {
          body: `load post ${Date.now()}`,
        });
        if (status === 201) postIds.push((json as { id: string }).id);
      },
      async () => {
        if (postIds.length > 0) {
          await call("POST", `/posts/${pick(postIds)}/comments`, pick(users), { body: "nice one" });
        }
      },
      async () => {
        if (postIds.length === 0) return;
        const user = pick(users);
        const kind = pick(["like", "love", "haha", "wow", "sad", "angry"]);
        const { status, json } = await call("POST", "/reactions", user, { postId: pick(postIds), kind });
        if (status === 201 || status === 200) reactionIds.push({ user, id: (json as { id: string }).id });
      },
      async () => {
        const taken = reactionIds.splice(Math.floor(Math.random() * reactionIds.length), 1)[0];
        if (taken) await call("DELETE", `/reactions/${taken.id}`, taken.user);
      },
      async () => {
        const [a, b] = [pick(users), pick(users)];
        if (a.id !== b.id) await call(pick(["POST", "POST", "DELETE"]), `/user/${b.id}/follow`, a);
      },
      async () => {
        let conversation = pick(conversations.length > 0 && Math.random() < 0.8 ? conversations : [null]);
        if (!conversation) {
          const [a, b] = [pick(users), pick(users)];
          if (a.id === b.id) return;
          const { status, json } = await call("POST", "/conversations", a, { participantIds: [b.id] });
          if (status !== 201 && status !== 200) return;
          conversation = { members: [a, b], id: (json as { id: string }).id };
          conversations.push(conversation);
        }
        await call("POST", `/conversations/${conversation.id}/messages`, pick(conversation.members), {
          body: "hello there",
        });
      },
      async () => {
        const user = pick(users);
        if (Math.random() < 0.5) await call("POST", "/notifications/read-all", user);
        else {
          const { json } = await call("GET", "/notifications?unreadOnly=true", user);
          const first = (json as { items?: { id: string }[] } | null)?.items?.[0];
          if (first) await call("POST", `/notifications/${first.id}/read`, user);
        }
      },
    ];

    // A fixed rate: one request every 1000/RATE ms, whatever the answers' latency.
    const inFlight = new Set<Promise<unknown>>();
    const started = Date.now();
    let sent = 0;
    while (Date.now() - started < SECONDS * 1000) {
      const due = started + (sent * 1000) / RATE;
      const wait = due - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      const work = (pick(actions) as () => Promise<unknown>)().catch((error: Error) => {
        fiveHundreds.push(`client error ${error.message}`);
      });
      inFlight.add(work);
      void work.finally(() => inFlight.delete(work));
      sent += 1;
    }
    await Promise.all([...inFlight]);
    // Notifications and counters are written before each answer; give fire-and-forget work a moment.
    await new Promise((resolve) => setTimeout(resolve, 2000));

    const mismatches = await recount(databaseUrl, users, call);
    console.log(
      JSON.stringify({
        seconds: SECONDS,
        rate: RATE,
        requests: sent,
        statuses: Object.fromEntries([...statuses.entries()].sort(([a], [b]) => a - b)),
        socketNotifications: delivered,
        posts: postIds.length,
        conversations: conversations.length,
        mismatches: mismatches.length,
        fiveHundreds: fiveHundreds.length,
      }),
    );
    for (const line of [...mismatches, ...fiveHundreds].slice(0, 20)) console.error(line);
    return mismatches.length === 0 && fiveHundreds.length === 0 ? 0 : 1;
  } finally {
    await stop();
  }
}

async function waitForHealth(url: string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const ok = await fetch(`${url}/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not become healthy`);
}

/** Every counter column against a recount from the rows, and each user's unread badge. */
async function recount(
  databaseUrl: string,
  users: User[],
  call: (method: string, url: string, user: User) => Promise<{ json: Record<string, unknown> | null }>,
): Promise<string[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const mismatches: string[] = [];
    const checks: [string, string][] = [
      [
        "followers_count",
        `select u.id, u.followers_count as kept, (select count(*) from follows f where f.following_id = u.id)::int as counted from users u`,
      ],
      [
        "following_count",
        `select u.id, u.following_count as kept, (select count(*) from follows f where f.follower_id = u.id)::int as counted from users u`,
      ],
      [
        "comment_count",
        `select p.id, p.comment_count as kept, (select count(*) from comments c where c.post_id = p.id)::int as counted from posts p`,
      ],
      ...["like", "love", "haha", "wow", "sad", "angry"].map((kind): [string, string] => [
        `${kind}_count`,
        `select p.id, p.${kind}_count as kept, (select count(*) from reactions r where r.post_id = p.id and r.kind = '${kind}')::int as counted from posts p`,
      ]),
    ];
    for (const [label, query] of checks) {
      const { rows } = await db.query<{ id: string; kept: number; counted: number }>(query);
      for (const row of rows) {
        if (row.kept !== row.counted)
          mismatches.push(`${label} of ${row.id}: kept ${row.kept}, counted ${row.counted}`);
      }
    }
    for (const user of users) {
      const { json } = await call("GET", "/notifications/unread-count", user);
      const { rows } = await db.query<{ n: number }>(
        "select count(*)::int as n from notifications where recipient_id = $1 and read = false",
        [user.id],
      );
      if (json?.count !== rows[0]?.n) {
        mismatches.push(`unread notifications of ${user.id}: API ${json?.count}, counted ${rows[0]?.n}`);
      }
    }
    return mismatches;
  } finally {
    await db.end();
  }
}

process.exitCode = await main().catch((error: Error) => {
  console.error(error);
  return 1;
});
