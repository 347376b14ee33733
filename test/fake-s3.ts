import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverClass;

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface FakeS3 {
  /** The endpoint to give the S3 client (the recording proxy in front of s3rver). */
  endpoint: string;
  bucket: string;
  /** Static credentials s3rver knows. */
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request that reached the proxy, in order. */
  requests: RecordedRequest[];
  /** The canned ACL last set on each key through `PUT ?acl` or with the object upload (`x-amz-acl`). */
  aclOf(key: string): string | undefined;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server (s3rver, on 127.0.0.1 with a random port) behind a small recording proxy.
 * s3rver implements objects, multipart uploads and presigned URLs but not `PutObjectAcl`; the proxy
 * records every request and answers `PUT ?acl` itself the way S3 does (200, empty body), so tests can
 * assert which ACL the adapter asked for. Everything else is forwarded unchanged (s3rver does not check
 * v4 signatures, and the Host header is kept, so nothing the client signed changes).
 */
export async function startFakeS3(bucket = "playpal-test"): Promise<FakeS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "playpal-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const upstream = await server.run();
  const requests: RecordedRequest[] = [];
  const acls = new Map<string, string>();
  const keyOf = (pathname: string) => decodeURIComponent(pathname.replace(`/${bucket}/`, ""));

  const proxy = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://proxy");
    const recorded = {
      method: req.method ?? "GET",
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
    };
    requests.push(recorded);
    const cannedAcl = req.headers["x-amz-acl"];
    if (req.method === "PUT" && url.searchParams.has("acl")) {
      if (typeof cannedAcl === "string") acls.set(keyOf(url.pathname), cannedAcl);
      req.resume();
      req.on("end", () => {
        res.writeHead(200, { "content-length": "0" });
        res.end();
      });
      return;
    }
    if (typeof cannedAcl === "string" && (req.method === "PUT" || url.searchParams.has("uploads"))) {
      acls.set(keyOf(url.pathname), cannedAcl);
    }
    const forward = http.request(
      { host: "127.0.0.1", port: upstream.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forward.on("error", () => res.destroy());
    req.pipe(forward);
  });
  await new Promise<void>((resolve) => proxy.listen(0, "127.0.0.1", resolve));
  const { port } = proxy.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    requests,
    aclOf: (key) => acls.get(key),
    async close() {
      proxy.closeAllConnections();
      await new Promise<void>((resolve) => proxy.close(() => resolve()));
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
