import { AccessToken, RoomServiceClient } from "livekit-server-sdk";

/** Lifetime of a conference token and the teardown delay of an empty room (SPEC.md "Limits"). */
export const CONFERENCE_TOKEN_TTL_SECONDS = 3600;
export const CONFERENCE_EMPTY_TIMEOUT_SECONDS = 300;

export interface ConferenceTokenInput {
  roomName: string;
  identity: string;
  displayName: string;
}

/**
 * The conference provider (LiveKit). Tokens are always minted with the SDK; in local mode (no
 * `LIVEKIT_URL`) they are signed with the development key and no server is called.
 */
export interface Conference {
  readonly kind: "livekit" | "local";
  /** The address clients connect to with the token. */
  readonly url: string;
  /** Makes sure the room exists on the conference server, torn down after 300 s empty. No-op locally. */
  ensureRoom(roomName: string): Promise<void>;
  /** A 1-hour token for that one room with explicit join, publish and subscribe grants. */
  mintToken(input: ConferenceTokenInput): Promise<string>;
}

/** Clients speak WebSocket to LiveKit: an `http(s)://` server address becomes `ws(s)://`. */
export function clientUrl(serverUrl: string): string {
  return serverUrl.replace(/^http(s?):\/\//, "ws$1://");
}

export function createLiveKitConference(options: {
  /** The LiveKit server (`wss://...` or `http(s)://...`); absent means local mode. */
  url?: string;
  apiKey: string;
  apiSecret: string;
  /** Client address reported in local mode. */
  localUrl?: string;
}): Conference {
  const rooms = options.url ? new RoomServiceClient(options.url, options.apiKey, options.apiSecret) : null;
  return {
    kind: rooms ? "livekit" : "local",
    url: options.url ? clientUrl(options.url) : (options.localUrl ?? "ws://127.0.0.1:7880"),
    async ensureRoom(roomName) {
      // CreateRoom is idempotent on LiveKit: an existing room is returned as is.
      await rooms?.createRoom({ name: roomName, emptyTimeout: CONFERENCE_EMPTY_TIMEOUT_SECONDS });
    },
    async mintToken({ roomName, identity, displayName }) {
      const token = new AccessToken(options.apiKey, options.apiSecret, {
        identity,
        name: displayName,
        ttl: CONFERENCE_TOKEN_TTL_SECONDS,
      });
      token.addGrant({ room: roomName, roomJoin: true, canPublish: true, canSubscribe: true });
      return token.toJwt();
    },
  };
}
