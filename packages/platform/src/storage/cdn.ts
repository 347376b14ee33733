import type { Logger } from "../logger.ts";
import type { Storage } from "./port.ts";

/** Removes objects from a CDN's cache by their public URL. */
export interface CdnPurger {
  purge(urls: string[]): Promise<void>;
}

/** Cloudflare's purge_cache accepts this many files per request. */
const PURGE_BATCH = 30;

/**
 * The CDN purge port over HTTP: `POST <url>` `{ "files": [...] }` with a bearer token (Cloudflare's
 * `zones/<zone>/purge_cache`; other CDNs take the same call behind a small adapter). A failed purge is
 * logged, not thrown: the origin has already stopped serving the object, and the short public max-age
 * (MEDIA_PUBLIC_MAX_AGE_SECONDS) bounds how long a cached copy can outlive a lost purge.
 */
export function createHttpCdnPurger(options: {
  url: string;
  token?: string;
  logger: Logger;
  timeoutMs?: number;
}): CdnPurger {
  return {
    async purge(urls) {
      for (let i = 0; i < urls.length; i += PURGE_BATCH) {
        const files = urls.slice(i, i + PURGE_BATCH);
        try {
          const response = await fetch(options.url, {
            method: "POST",
            headers: {
              "content-type": "application/json",
              ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
            },
            body: JSON.stringify({ files }),
            signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
          });
          if (!response.ok) throw new Error(`CDN purge answered ${response.status}`);
        } catch (error) {
          options.logger.warn(
            { err: (error as Error).message, urls: files.length },
            "CDN purge failed; cached copies expire by their max-age",
          );
        }
      }
    },
  };
}

/**
 * A storage whose withdrawals reach the CDN in front of it: once `makePrivate` or `delete` has changed
 * the origin, the object's public URL is purged, so neither the origin nor the CDN serves it any more.
 */
export function withCdnPurge<S extends Storage>(storage: S, cdn: CdnPurger): S {
  // Folders whose objects are never public (verification documents, data exports): nothing to purge.
  const mayBePublic = (key: string) => !key.startsWith("private/") && !key.startsWith("exports/");
  return {
    ...storage,
    async makePrivate(key: string) {
      await storage.makePrivate(key);
      if (mayBePublic(key)) await cdn.purge([storage.publicUrl(key)]);
    },
    async delete(key: string) {
      await storage.delete(key);
      if (mayBePublic(key)) await cdn.purge([storage.publicUrl(key)]);
    },
  };
}
