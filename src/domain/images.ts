/** Widths every stored image has a WebP variant at (`name-400.webp` beside `name.webp`, the full 1200). */
export const IMAGE_WIDTHS = [400, 800] as const;

/**
 * URL of the variant of a stored image at `width` (cards use 400, the detail page's thumbnails 400).
 * Images that are not ours (pasted links) come back unchanged.
 */
export function imageVariant(url: string | null | undefined, width: (typeof IMAGE_WIDTHS)[number]): string | null {
  if (!url) return null;
  if (!url.startsWith('/uploads/') || !url.endsWith('.webp')) return url;
  return url.replace(/\.webp$/, `-${width}.webp`);
}
