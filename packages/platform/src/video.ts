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
  };
}

export function createMuxVideoProvider(options: {
  tokenId: string;
  tokenSecret: string;
  baseURL?: string;
}): VideoProvider {
  const mux = new Mux({
    tokenId: options.tokenId,
    tokenSecret: options.tokenSecret,
    baseURL: options.baseURL,
    // Each call carries the id of the request that made it (x-request-id), for Mux support tickets
    // and our own logs alike.
    fetch: (url, init) => {
      const requestId = currentRequestId();
      if (!requestId) return fetch(url, init);
      const headers = new Headers(init?.headers);
      headers.set(REQUEST_ID_HEADER, requestId);
      return fetch(url, { ...init, headers });
    },
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
  };
}
