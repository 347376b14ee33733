/**
 * Where the worker writes what it makes from one media, derived from the owner and media ids alone:
 * the same job run twice writes the same objects (never duplicates), and whoever serves or deletes
 * them can find them from the row (`displayKey`, `thumbnailKey` and `variants` also record them).
 */
export const variantKeys = (ownerId: string, mediaId: string) => {
  const base = `media/${ownerId}/${mediaId}`;
  return {
    /** An image's display variant: WebP, longest side at most 2048 px. */
    display: `${base}/display.webp`,
    /** An image's thumbnail: WebP, longest side at most 480 px. */
    thumb: `${base}/thumb.webp`,
    /** A local-mode video's poster frame: WebP, longest side at most 1280 px. */
    poster: `${base}/poster.webp`,
  };
};
