import { IMAGE_WIDTHS, imageVariant } from '../../../domain/images';

/** The width of a stored image's full file (the server's image pipeline writes it beside the variants). */
const FULL_WIDTH = 1200;

/**
 * `srcset` of a stored image, from its WebP variants up to `largest` wide, so a phone fetches the size
 * it shows rather than the full file. Undefined for images that are not ours (pasted links).
 */
export function imageSrcSet(url: string | null | undefined, largest: number = FULL_WIDTH): string | undefined {
  if (!url || imageVariant(url, IMAGE_WIDTHS[0]) === url) return undefined;
  const files = [
    ...IMAGE_WIDTHS.map((width) => ({ width, src: imageVariant(url, width) })),
    { width: FULL_WIDTH, src: url },
  ];
  return files
    .filter(({ width }) => width <= largest)
    .map(({ width, src }) => `${src} ${width}w`)
    .join(', ');
}
