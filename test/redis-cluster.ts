import { type ChildProcess, execFile, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { canBind, freePort } from "./ports.ts";

const run = promisify(execFile);

/**
 * A Redis Cluster of the test file's own: three masters from the machine's `redis-server` binary
 * (7.0 or later: sharded pub/sub) in cluster mode on free local ports, no replicas, nothing persisted.
 * `nodes` is what REDIS_CLUSTER_NODES takes.
 */
export interface RedisCluster {
  /** `127.0.0.1:P1,127.0.0.1:P2,127.0.0.1:P3` */
  nodes: string;
  ports: number[];
  /** Stops every node and removes their files. */
  close(): Promise<void>;
}

/**
 * A free port whose cluster bus port (port + 10000) is free too: from `freePort`'s slice below the
 * ephemeral range (see test/ports.ts), so neither is an outgoing connection's source port meanwhile.
 */
async function freeClusterPort(): Promise<number> {
  for (;;) {
    const port = await freePort();
    if (await canBind(port + 10_000)) return port;
  }
}

function startNode(port: number, dir: string): Promise<ChildProcess> {
  const child = spawn(
    "redis-server",
    [
      "--port",
      String(port),
      "--bind",
      "127.0.0.1",
      "--cluster-enabled",
      "yes",
      "--cluster-config-file",
      path.join(dir, `nodes-${port}.conf`),
      "--cluster-node-timeout",
      "2000",
      "--dir",
      dir,
      "--save",
      "",
      "--appendonly",
      "no",
    ],
    { stdio: ["ignore", "pipe", "ignore"] },
  );
  return new Promise((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`redis-server (cluster node ${port}) exited (${code})`)));
    child.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Ready to accept connections")) resolve(child);
    });
  });
}

async function clusterInfo(port: number): Promise<string> {
  const { stdout } = await run("redis-cli", ["-p", String(port), "cluster", "info"]);
  return stdout;
}

export async function startRedisCluster(): Promise<RedisCluster> {
  const dir = await mkdtemp(path.join(tmpdir(), "playpal-cluster-"));
  const ports = [await freeClusterPort(), await freeClusterPort(), await freeClusterPort()];
  const children: ChildProcess[] = [];
  const close = async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            if (child.exitCode !== null || child.signalCode !== null) return resolve();
            child.removeAllListeners("exit");
            child.once("exit", () => resolve());
            child.kill("SIGKILL");
          }),
      ),
    );
    await rm(dir, { recursive: true, force: true });
  };
  try {
    for (const port of ports) children.push(await startNode(port, dir));
    await run("redis-cli", [
      "--cluster",
      "create",
      ...ports.map((p) => `127.0.0.1:${p}`),
      "--cluster-replicas",
      "0",
      "--cluster-yes",
    ]);
    // Every node must agree the cluster is up (slots covered, gossip settled) before clients connect.
    const deadline = Date.now() + 20_000;
    for (;;) {
      const states = await Promise.all(ports.map(clusterInfo));
      if (states.every((info) => info.includes("cluster_state:ok"))) break;
      if (Date.now() > deadline) throw new Error(`cluster not ok after 20 s: ${states.join(" | ")}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { nodes: ports.map((p) => `127.0.0.1:${p}`).join(","), ports, close };
}
