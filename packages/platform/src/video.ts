import { randomBytes } from "node:crypto";
import Mux from "@mux/mux-node";
import { currentRequestId, REQUEST_ID_HEADER } from "./request-context.ts";

export interface LiveStreamCredentials {
  providerStreamId: string;
  streamKey: string;
  playbackId: string;
}

/** The video provider: live stream credentials and hosted video assets. */
export interface VideoProvider {
  readonly kind: "mux" | "local";
  /**
   * Hands an uploaded video to the provider, which fetches it from `url` and reports back through its
   * webhook (`video.asset.ready` / `.errored`, carrying `passthrough`). Null in local mode: nothing
   * hosts videos, the media worker processes them itself.
   */
  createAsset(input: { url: string; passthrough: string }): Promise<{ assetId: string } | null>;
  createLiveStream(passthrough: string): Promise<LiveStreamCredentials>;
  /** A new stream key for an existing stream; the old key stops working. */
  resetStreamKey(providerStreamId: string): Promise<string>;
  /** Removes a stream (one created for a registration that then failed, say). */
  deleteLiveStream(providerStreamId: string): Promise<void>;
  rtmpUrl: string;
  playbackUrl(playbackId: string): string;
  /**
   * The poster frame of a ready asset (the one clients are shown as `thumbnailUrl`), scaled by the
   * provider to a `size` x `size` square, as image bytes: what the media worker screens. Throws when the
   * provider does not answer with an image; null in local mode (no hosted assets).
   */
  posterImage(playbackId: string, size: number): Promise<Buffer | null>;
}

/** The HLS URL of a Mux playback id (public policy). */
export const muxPlaybackUrl = (playbackId: string) => `https://stream.mux.com/${playbackId}.m3u8`;
/** Mux's poster frame of a playback id, as WebP. */
export const muxPosterUrl = (playbackId: string) => `https://image.mux.com/${playbackId}/thumbnail.webp`;

const token = (bytes: number) => randomBytes(bytes).toString("base64url");

/** Local mode: credentials are generated here and nothing streams. */
export function createLocalVideoProvider(): VideoProvider {
  return {
    kind: "local",
    async createAsset() {
      return null;
    },
    async createLiveStream() {
      return { providerStreamId: `local_${token(12)}`, streamKey: token(24), playbackId: token(18) };
    },
    async resetStreamKey() {
      return token(24);
    },
    async deleteLiveStream() {},
    rtmpUrl: "rtmp://127.0.0.1:1935/live",
    playbackUrl: (playbackId) => `http://127.0.0.1:4000/local-playback/${playbackId}.m3u8`,
    async posterImage() {
      return null;
    },
  };
}

/** How long the media worker waits for a poster frame from the provider's image host. */
export const POSTER_FETCH_TIMEOUT_MS = 15_000;

/** `fetch` with the id of the request (or job) that made the call as `x-request-id`, when there is one. */
const fetchWithRequestId: typeof fetch = (url, init) => {
  const requestId = currentRequestId();
  if (!requestId) return fetch(url, init);
  const headers = new Headers(init?.headers);
  headers.set(REQUEST_ID_HEADER, requestId);
  return fetch(url, { ...init, headers });
};

export function createMuxVideoProvider(options: {
  tokenId: string;
  tokenSecret: string;
  baseURL?: string;
  /** Mux's image host (MUX_IMAGE_URL), https://image.mux.com unless a test points it elsewhere. */
  imageBaseURL?: string;
}): VideoProvider {
  const imageBase = (options.imageBaseURL ?? "https://image.mux.com").replace(/\/+$/, "");
  const mux = new Mux({
    tokenId: options.tokenId,
    tokenSecret: options.tokenSecret,
    baseURL: options.baseURL,
    // Each call carries the id of the request that made it (x-request-id), for Mux support tickets
    // and our own logs alike.
    fetch: fetchWithRequestId,
  });
  return {
    kind: "mux",
    async createAsset({ url, passthrough }) {
      const asset = await mux.video.assets.create({
        inputs: [{ url }],
        passthrough,
        playback_policies: ["public"],
      });
      return { assetId: asset.id };
    },
    async createLiveStream(passthrough) {
      const stream = await mux.video.liveStreams.create({
        playback_policies: ["public"],
        new_asset_settings: { playback_policies: ["public"] },
        passthrough,
      });
      const playbackId = stream.playback_ids?.[0]?.id;
      if (!stream.stream_key || !playbackId)
        throw new Error("Mux returned a live stream without key or playback id");
      return { providerStreamId: stream.id, streamKey: stream.stream_key, playbackId };
    },
    async resetStreamKey(providerStreamId) {
      const stream = await mux.video.liveStreams.resetStreamKey(providerStreamId);
      if (!stream.stream_key) throw new Error("Mux returned no stream key");
      return stream.stream_key;
    },
    async deleteLiveStream(providerStreamId) {
      await mux.video.liveStreams.delete(providerStreamId);
    },
    rtmpUrl: "rtmps://global-live.mux.com:443/app",
    playbackUrl: muxPlaybackUrl,
    // Mux's image API scales the frame itself (`fit_mode=stretch`, as the classifier wants it), so the
    // worker decodes a few kilobytes, never a full-size frame.
    async posterImage(playbackId, size) {
      const url = `${imageBase}/${encodeURIComponent(playbackId)}/thumbnail.png?width=${size}&height=${size}&fit_mode=stretch`;
      const response = await fetchWithRequestId(url, {
        signal: AbortSignal.timeout(POSTER_FETCH_TIMEOUT_MS),
      });
      const type = response.headers.get("content-type") ?? "";
      if (!response.ok || !type.startsWith("image/")) {
        throw new Error(`Mux's image host answered ${response.status} (${type || "no content type"})`);
      }
      return Buffer.from(await response.arrayBuffer());
    },
  };
}
