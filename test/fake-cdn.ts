import { createServer } from "node:http";

export interface FakeCdn {
  /** What to put in CDN_PURGE_URL. */
  url: string;
  token: string;
  /** Every URL purged, in order. */
  purged: string[];
  /** Authorization headers of every purge request. */
  authorizations: (string | undefined)[];
  close(): Promise<void>;
}

/**
 * A local server speaking Cloudflare's purge-by-URL call (`POST /client/v4/zones/<zone>/purge_cache` with
 * `{ "files": [...] }` and a bearer token, answered `{ success, errors, messages, result: { id } }`),
 * for the CDN purge of withdrawn media.
 */
export async function startFakeCdn(): Promise<FakeCdn> {
  const purged: string[] = [];
  const authorizations: (string | undefined)[] = [];
  const token = "test-cdn-purge-token";
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      authorizations.push(request.headers.authorization);
      const files = (JSON.parse(body || "{}") as { files?: unknown }).files;
      const authorized = request.headers.authorization === `Bearer ${token}`;
      const ok =
        authorized &&
        request.method === "POST" &&
        /\/purge_cache$/.test(request.url ?? "") &&
        Array.isArray(files) &&
        files.length <= 30;
      if (ok) purged.push(...(files as string[]));
      response.writeHead(ok ? 200 : authorized ? 400 : 403, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          success: ok,
          errors: ok ? [] : [{ code: 1012, message: "bad request" }],
          messages: [],
          result: ok ? { id: "purge" } : null,
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/client/v4/zones/test-zone/purge_cache`,
    token,
    purged,
    authorizations,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
