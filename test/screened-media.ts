import type { MediaScreening } from "@playpal/db";
import { media } from "@playpal/db";
import { finishProcessing } from "../services/api/src/media/status.ts";
import type { TestContext } from "./context.ts";
import { makeImage } from "./multipart.ts";

/** Scores as the classifier records them (six decimals, summing to 1), leaning to the unsafe classes. */
export const FLAGGED_SCORES: MediaScreening = {
  model: "MobileNetV2",
  scores: { Drawing: 0.021, Hentai: 0.094, Neutral: 0.118, Porn: 0.412, Sexy: 0.355 },
};

/**
 * A photo of `postId` that screening found sensitive (`verdict`), made ready through the media worker's
 * own last step (`finishProcessing` with the classifier's result): the automatic report, the post's
 * `flagged` or `hidden` status, the audit entry and the author's notification all follow as they do in
 * the worker. For tests of what comes after screening; screening.test.ts runs the real model.
 */
export async function screenedPhoto(
  ctx: Pick<TestContext, "db" | "deps">,
  post: { id: string; authorId: string },
  verdict: "sensitive" | "hidden",
  screening: MediaScreening = FLAGGED_SCORES,
): Promise<{ mediaId: string; displayKey: string }> {
  const base = `media/${post.authorId}/screened-${post.id}`;
  const displayKey = `${base}/display.webp`;
  await ctx.deps.storage.put(displayKey, await makeImage(32, 24, "webp"), "image/webp");
  const [row] = await ctx.db
    .insert(media)
    .values({
      postId: post.id,
      ownerId: post.authorId,
      kind: "image",
      status: "processing",
      mimeType: "image/png",
      storageKey: `${base}/original.png`,
    })
    .returning({ id: media.id });
  const mediaId = row?.id as string;
  const ready = await finishProcessing(
    ctx.deps,
    mediaId,
    { displayKey, width: 32, height: 24, variants: [] },
    { screening, verdict },
  );
  if (!ready) throw new Error(`media ${mediaId} did not become ready`);
  return { mediaId, displayKey };
}
