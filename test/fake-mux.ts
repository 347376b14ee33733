import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

export interface MuxRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The `x-request-id` the SDK sent (the request id of the API request that made the call). */
  requestId: string | undefined;
  body: Record<string, unknown> | null;
}

/**
 * A local server speaking the part of Mux's Video API we use (`/video/v1/live-streams`: create,
 * reset-stream-key, delete; `/video/v1/assets`: create), so @mux/mux-node runs unmodified against it,
 * and of its image host (`GET /<playbackId>/thumbnail.png|jpg|webp?width=&height=&fit_mode=`, as
 * image.mux.com answers: the poster of a playback id, scaled as asked; `posters` holds the frame of each
 * playback id, 404 for any other). Records every request.
 */
export async function startFakeMux() {
  const posters = new Map<string, Buffer>();
  const requests: MuxRequest[] = [];
  const streams = new Map<string, { stream_key: string; playbackId: string; passthrough: unknown }>();
  const assets = new Map<
    string,
    { id: string; status: string; passthrough: unknown; playback_ids: { id: string; policy: string }[] }
  >();
  const id = () => randomBytes(10).toString("hex");
  const server = createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk: Buffer) => {
      raw += chunk.toString();
    });
    req.on("end", () => {
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      const path = (req.url ?? "").split("?")[0] ?? "";
      requests.push({
        method: req.method ?? "",
        path,
        authorization: req.headers.authorization,
        requestId: req.headers["x-request-id"] as string | undefined,
        body,
      });
      const send = (status: number, data?: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(data === undefined ? "" : JSON.stringify({ data }));
      };
      const view = (streamId: string) => {
        const s = streams.get(streamId)!;
        return {
          id: streamId,
          stream_key: s.stream_key,
          status: "idle",
          passthrough: s.passthrough,
          playback_ids: [{ id: s.playbackId, policy: "public" }],
        };
      };
      const thumbnail = /^\/([^/]+)\/thumbnail\.(png|jpg|webp)$/.exec(path);
      if (req.method === "GET" && thumbnail?.[1]) {
        const frame = posters.get(thumbnail[1]);
        if (!frame) return send(404, { error: { type: "not_found" } });
        const query = new URL(req.url ?? "", "http://mux.local").searchParams;
        const side = (name: string) => (query.get(name) ? Number(query.get(name)) : undefined);
        const fit = query.get("fit_mode") === "stretch" ? "fill" : "inside";
        const format = thumbnail[2] === "jpg" ? "jpeg" : (thumbnail[2] as "png" | "webp");
        void sharp(frame)
          .resize({ width: side("width"), height: side("height"), fit })
          .toFormat(format)
          .toBuffer()
          .then((image) => {
            res.writeHead(200, { "content-type": `image/${format}` });
            res.end(image);
          });
        return;
      }
      if (req.method === "POST" && path === "/video/v1/assets") {
        const assetId = id();
        const asset = {
          id: assetId,
          status: "preparing",
          passthrough: body?.passthrough,
          playback_ids: [{ id: id(), policy: "public" }],
        };
        assets.set(assetId, asset);
        return send(201, asset);
      }
      if (req.method === "POST" && path === "/video/v1/live-streams") {
        const streamId = id();
        streams.set(streamId, { stream_key: id(), playbackId: id(), passthrough: body?.passthrough });
        return send(201, view(streamId));
      }
      const reset = /^\/video\/v1\/live-streams\/([^/]+)\/reset-stream-key$/.exec(path);
      if (req.method === "POST" && reset?.[1] && streams.has(reset[1])) {
        streams.get(reset[1])!.stream_key = id();
        return send(201, view(reset[1]));
      }
      const one = /^\/video\/v1\/live-streams\/([^/]+)$/.exec(path);
      if (req.method === "DELETE" && one?.[1] && streams.delete(one[1])) return send(204);
      return send(404, { error: { type: "not_found" } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    streams,
    /** Assets created through `POST /video/v1/assets`, by id. */
    assets,
    /** The poster frame the image host serves for a playback id. */
    posters,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
