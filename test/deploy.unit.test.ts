import { readFile } from "node:fs/promises";
import path from "node:path";
import { metricsRegistry, startProcessMetrics } from "@playpal/platform/metrics";
import { Deployment } from "kubernetes-models/apps/v1";
import { HorizontalPodAutoscaler } from "kubernetes-models/autoscaling/v2";
import { Job } from "kubernetes-models/batch/v1";
import { NetworkPolicy } from "kubernetes-models/networking.k8s.io/v1";
import { PodDisruptionBudget } from "kubernetes-models/policy/v1";
import { ConfigMap, Service } from "kubernetes-models/v1";
import { describe, expect, it } from "vitest";
import { parseAllDocuments, parse as parseYaml } from "yaml";
import { z } from "zod";
import { ENTRIES } from "../scripts/build.ts";

// The deployment files, validated offline: every Kubernetes object against the Kubernetes schemas
// (kubernetes-models), KEDA's ScaledObject against a schema of its own, and the shape SPEC.md fixes
// (API autoscaled with readiness on /ready, media worker 2 to 8, one payout replica) checked directly.

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; [key: string]: unknown };

const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  "v1/ConfigMap": ConfigMap,
  "v1/Service": Service,
  "apps/v1/Deployment": Deployment,
  "autoscaling/v2/HorizontalPodAutoscaler": HorizontalPodAutoscaler,
  "batch/v1/Job": Job,
  "policy/v1/PodDisruptionBudget": PodDisruptionBudget,
  "networking.k8s.io/v1/NetworkPolicy": NetworkPolicy,
};

/** KEDA's ScaledObject (keda.sh/v1alpha1), the fields we use. */
const scaledObject = z.object({
  apiVersion: z.literal("keda.sh/v1alpha1"),
  kind: z.literal("ScaledObject"),
  metadata: z.object({ name: z.string().min(1) }).loose(),
  spec: z.strictObject({
    scaleTargetRef: z.strictObject({ name: z.string().min(1), kind: z.string().optional() }),
    minReplicaCount: z.number().int().nonnegative(),
    maxReplicaCount: z.number().int().positive(),
    pollingInterval: z.number().int().positive().optional(),
    cooldownPeriod: z.number().int().positive().optional(),
    triggers: z
      .array(
        z.strictObject({
          type: z.literal("redis"),
          metadata: z.strictObject({
            addressFromEnv: z.string().min(1),
            listName: z.string().min(1),
            listLength: z.string().regex(/^\d+$/),
          }),
        }),
      )
      .min(1),
  }),
});

const BASE = path.join(process.cwd(), "deploy/base");

async function loadBase(): Promise<Manifest[]> {
  const kustomization = parseYaml(await readFile(path.join(BASE, "kustomization.yaml"), "utf8")) as {
    resources: string[];
    images: { name: string }[];
  };
  const manifests: Manifest[] = [];
  for (const file of kustomization.resources) {
    for (const doc of parseAllDocuments(await readFile(path.join(BASE, file), "utf8"))) {
      expect(doc.errors, file).toEqual([]);
      manifests.push(doc.toJS() as Manifest);
    }
  }
  return manifests;
}

const deployment = (manifests: Manifest[], name: string) => {
  const found = manifests.find((m) => m.kind === "Deployment" && m.metadata.name === name);
  if (!found) throw new Error(`no Deployment ${name}`);
  return found as unknown as Deployment;
};

describe("Kubernetes manifests (deploy/base)", () => {
  it("every object validates against its Kubernetes schema (or KEDA's)", async () => {
    const manifests = await loadBase();
    expect(manifests.length).toBeGreaterThanOrEqual(14);
    for (const manifest of manifests) {
      const key = `${manifest.apiVersion}/${manifest.kind}`;
      if (key === "keda.sh/v1alpha1/ScaledObject") {
        scaledObject.parse(manifest);
        continue;
      }
      const Model = MODELS[key];
      if (!Model) throw new Error(`no schema for ${key} (${manifest.metadata.name})`);
      expect(() => new Model(manifest as never).validate(), `${key} ${manifest.metadata.name}`).not.toThrow();
    }
  });

  it("rejects a broken object, so the validation above means something", () => {
    const broken = {
      apiVersion: "apps/v1",
      kind: "Deployment",
      metadata: { name: "x" },
      spec: { replicas: "two" },
    };
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it("gives every container resources, a non-root user, the image, config and secrets by name", async () => {
    const manifests = await loadBase();
    const podSpecs = manifests.flatMap((m) => {
      if (m.kind === "Deployment") return [(m as unknown as Deployment).spec?.template.spec];
      if (m.kind === "Job") return [(m as unknown as Job).spec?.template.spec];
      return [];
    });
    expect(podSpecs).toHaveLength(6);
    const configMaps = manifests.filter((m) => m.kind === "ConfigMap").map((m) => m.metadata.name);
    for (const spec of podSpecs) {
      expect(spec?.securityContext?.runAsNonRoot).toBe(true);
      expect(spec?.automountServiceAccountToken).toBe(false);
      for (const container of spec?.containers ?? []) {
        expect(container.image).toBe("playpal");
        expect(container.resources?.requests).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.resources?.limits).toMatchObject({
          cpu: expect.any(String),
          memory: expect.any(String),
        });
        expect(container.securityContext?.allowPrivilegeEscalation).toBe(false);
        const sources = container.envFrom ?? [];
        expect(sources.map((s) => s.secretRef?.name).filter(Boolean)).toEqual(["playpal-secrets"]);
        for (const ref of sources.flatMap((s) => (s.configMapRef ? [s.configMapRef.name] : []))) {
          expect(configMaps).toContain(ref);
        }
        // Each role is one the image's entry point knows.
        const role = container.args?.[0] ?? "";
        const entrypoint = await readFile("deploy/docker-entrypoint.sh", "utf8");
        expect(entrypoint).toMatch(new RegExp(`\\b${role}\\b`));
      }
    }
  });

  it("has the deployment shape SPEC.md fixes", async () => {
    const manifests = await loadBase();
    const api = deployment(manifests, "playpal-api");
    const apiContainer = api.spec?.template.spec?.containers[0];
    expect(apiContainer?.readinessProbe?.httpGet?.path).toBe("/ready");
    expect(apiContainer?.livenessProbe?.httpGet?.path).toBe("/health");
    const hpa = manifests.find(
      (m) => m.kind === "HorizontalPodAutoscaler",
    ) as unknown as HorizontalPodAutoscaler;
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: "Deployment", name: "playpal-api" });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);

    const realtime = deployment(manifests, "playpal-realtime");
    expect(realtime.spec?.template.spec?.containers[0]?.readinessProbe?.httpGet?.path).toBe("/ready");
    const mediaWorker = deployment(manifests, "playpal-media-worker").spec?.template.spec?.containers[0];
    expect(mediaWorker?.readinessProbe?.httpGet?.path).toBe("/ready");
    expect(mediaWorker?.livenessProbe?.httpGet?.path).toBe("/health");
    // The payout's and the console's /health is 503 while a store is down: readiness, not liveness.
    for (const name of ["playpal-payout", "playpal-console"]) {
      const container = deployment(manifests, name).spec?.template.spec?.containers[0];
      expect(container?.readinessProbe?.httpGet?.path, name).toBe("/health");
      expect(container?.livenessProbe?.httpGet, name).toBeUndefined();
      expect(container?.livenessProbe?.tcpSocket?.port, name).toBe("http");
    }
    const realtimeService = manifests.find(
      (m) => m.kind === "Service" && m.metadata.name === "playpal-realtime",
    );
    expect((realtimeService as unknown as Service).spec?.sessionAffinity).toBeUndefined();

    const media = deployment(manifests, "playpal-media-worker");
    const scaler = scaledObject.parse(manifests.find((m) => m.kind === "ScaledObject"));
    expect(scaler.spec.scaleTargetRef.name).toBe(media.metadata?.name);
    expect([scaler.spec.minReplicaCount, scaler.spec.maxReplicaCount]).toEqual([2, 8]);
    expect(media.spec?.replicas).toBe(2);
    // BullMQ's waiting list of the media queue under the configured prefix.
    const config = manifests.find((m) => m.kind === "ConfigMap") as unknown as ConfigMap;
    expect(scaler.spec.triggers[0]?.metadata.listName).toBe(`${config.data?.REDIS_PREFIX}:bull:media:wait`);
    expect(scaler.spec.triggers[0]?.metadata.addressFromEnv).toBe("KEDA_REDIS_ADDRESS");
    expect(config.data?.KEDA_REDIS_ADDRESS).toMatch(/^[a-z0-9.-]+:\d+$/);

    const payout = deployment(manifests, "playpal-payout");
    expect(payout.spec?.replicas).toBe(1);
    expect(payout.spec?.strategy?.type).toBe("Recreate");
    expect(
      manifests.some((m) => m.kind === "HorizontalPodAutoscaler" && m.metadata.name.includes("payout")),
    ).toBe(false);

    const job = manifests.find((m) => m.kind === "Job") as unknown as Job;
    expect(job.spec?.template.spec?.containers[0]?.args).toEqual(["migrate"]);
    expect(config.data?.MIGRATE_ON_START).toBe("false");
  });

  it("keeps the console internal: a ClusterIP Service, no Ingress, a NetworkPolicy on its pods", async () => {
    const manifests = await loadBase();
    const console = deployment(manifests, "playpal-console");
    expect(console.spec?.template.spec?.containers[0]?.args).toEqual(["console"]);
    const service = manifests.find(
      (m) => m.kind === "Service" && m.metadata.name === "playpal-console",
    ) as unknown as Service;
    expect(service.spec?.type).toBe("ClusterIP");
    expect(manifests.some((m) => m.kind === "Ingress")).toBe(false);
    const policy = manifests.find((m) => m.kind === "NetworkPolicy") as unknown as NetworkPolicy;
    expect(policy.spec?.podSelector.matchLabels).toEqual(console.spec?.selector.matchLabels);
    expect(policy.spec?.policyTypes).toEqual(["Ingress"]);
    expect(policy.spec?.ingress?.[0]?.from?.every((peer) => peer.podSelector && !peer.ipBlock)).toBe(true);
  });

  it("has a PodDisruptionBudget for each scaled Deployment, selecting its pods", async () => {
    const manifests = await loadBase();
    const budgets = manifests.filter(
      (m) => m.kind === "PodDisruptionBudget",
    ) as unknown as PodDisruptionBudget[];
    for (const name of ["playpal-api", "playpal-realtime", "playpal-media-worker"]) {
      const labels = deployment(manifests, name).spec?.template.metadata?.labels ?? {};
      const budget = budgets.find((b) =>
        Object.entries(b.spec?.selector?.matchLabels ?? {}).every(([k, v]) => labels[k] === v),
      );
      expect(budget, name).toBeDefined();
    }
    // Every Service selects the pods of a Deployment.
    for (const service of manifests.filter((m) => m.kind === "Service") as unknown as Service[]) {
      const selector = service.spec?.selector ?? {};
      const target = manifests.some(
        (m) =>
          m.kind === "Deployment" &&
          Object.entries(selector).every(
            ([k, v]) => (m as unknown as Deployment).spec?.template.metadata?.labels?.[k] === v,
          ),
      );
      expect(target, service.metadata?.name).toBe(true);
    }
  });
});

describe("compose.yaml and the Dockerfile", () => {
  it("runs PostgreSQL, Redis, MinIO, a migration step and the five services from one image", async () => {
    const compose = parseYaml(await readFile("compose.yaml", "utf8"), { merge: true }) as {
      services: Record<
        string,
        { image?: string; command?: string[]; depends_on?: Record<string, unknown>; ports?: string[] }
      >;
    };
    const services = compose.services;
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining([
        "postgres",
        "redis",
        "minio",
        "migrate",
        "api",
        "realtime",
        "media-worker",
        "payout",
        "console",
      ]),
    );
    // The console is published on the host's loopback only.
    expect(services.console?.ports).toEqual(["127.0.0.1:4004:4004"]);
    for (const role of ["api", "realtime", "media-worker", "payout", "console"]) {
      expect(services[role]?.image).toBe("playpal:local");
      expect(services[role]?.command).toEqual([role]);
      expect(services[role]?.depends_on?.migrate).toEqual({ condition: "service_completed_successfully" });
    }
    expect(services.migrate?.command).toEqual(["migrate"]);
  });

  it("builds in stages, runs as a non-root user with a health check, and starts what npm run build emits", async () => {
    const dockerfile = await readFile("Dockerfile", "utf8");
    expect(dockerfile.match(/^FROM /gm)?.length).toBeGreaterThanOrEqual(3);
    expect(dockerfile).toMatch(/^USER node$/m);
    expect(dockerfile).toMatch(/^HEALTHCHECK /m);
    expect(dockerfile).toContain("npm run build");
    const entrypoint = await readFile("deploy/docker-entrypoint.sh", "utf8");
    for (const file of entrypoint.match(/\/app\/dist\/[\w$/.-]+\.js/g) ?? []) {
      const out = file.replace("/app/dist/", "").replace(/\.js$/, "");
      for (const role of ["api", "realtime", "media-worker", "payout", "console"]) {
        expect(Object.keys(ENTRIES), file).toContain(out.replace("$role", role));
      }
    }
    expect(dockerfile).toContain("dist/tools/healthcheck.js");
    expect(Object.keys(ENTRIES)).toContain("tools/healthcheck");
  });

  it("copies every workspace's package.json before npm ci, or the lockfile does not match", async () => {
    const dockerfile = await readFile("Dockerfile", "utf8");
    const { readdir } = await import("node:fs/promises");
    const workspaces: string[] = [];
    for (const parent of ["packages", "services"]) {
      for (const entry of await readdir(parent, { withFileTypes: true })) {
        if (entry.isDirectory()) workspaces.push(`${parent}/${entry.name}`);
      }
    }
    expect(workspaces.length).toBeGreaterThanOrEqual(9);
    const deps = dockerfile.slice(dockerfile.indexOf(" AS deps"), dockerfile.indexOf("RUN npm ci"));
    for (const workspace of workspaces) {
      expect(deps, workspace).toContain(`COPY ${workspace}/package.json ${workspace}/`);
    }
  });
});

describe("the Grafana dashboard", () => {
  it("is valid JSON whose queries use only series the services export", async () => {
    const dashboard = JSON.parse(await readFile("deploy/grafana/playpal.json", "utf8")) as {
      uid: string;
      panels: { type: string; title: string; targets?: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe("playpal-overview");
    startProcessMetrics("test");
    const exported = new Set((await metricsRegistry.getMetricsAsJSON()).map((m) => m.name));
    const exprs = dashboard.panels.flatMap((p) => p.targets?.map((t) => t.expr) ?? []);
    expect(exprs.length).toBeGreaterThan(15);
    for (const expr of exprs) {
      const names =
        expr.match(/\b(?:http|db|redis|queue|socketio|push|webhook|nodejs|process)_[a-z0-9_]+/g) ?? [];
      expect(names.length, expr).toBeGreaterThan(0);
      for (const name of names) {
        expect(
          exported.has(name.replace(/_(bucket|count|sum)$/, "")) || exported.has(name),
          `${name} in ${expr}`,
        ).toBe(true);
      }
    }
  });
});
