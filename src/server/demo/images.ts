import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../domain/images';
import type { DemoBusiness } from './businesses';
import { drawScene, type Scene } from './scenes/scene';

/**
 * Demo pictures drawn locally (see scenes/scene.ts) and rendered to WebP by sharp, so the demo works
 * offline. Each business's pictures are seeded by its slug, so they differ from every other business's
 * and come out the same on every start.
 */

// Effort 2 encodes about twice as fast as the default 4 for files ~5% larger; keeps the first start short.
const WEBP = { quality: 72, effort: 2 };

/** The cover (first) and then the gallery pictures of one business, with their captions. */
export function demoScenes(slug: string, business: DemoBusiness): Scene[] {
  const { cover, gallery = [], hints } = business.pictures;
  return [cover, ...gallery].map((subject, i) => drawScene(subject, `${slug}#${i}`, hints, i));
}

/** A picture at 1200×800 and its narrower variants (IMAGE_WIDTHS), all WebP, like an upload. */
export async function renderPicture(svg: string): Promise<{ full: Buffer; variants: [number, Buffer][] }> {
  // Rasterise the SVG once; every size is encoded from the same pixels.
  const { data, info } = await sharp(Buffer.from(svg)).raw().toBuffer({ resolveWithObject: true });
  const pixels = () => sharp(data, { raw: { width: info.width, height: info.height, channels: info.channels } });
  const [full, ...variants] = await Promise.all([
    pixels().webp(WEBP).toBuffer(),
    ...IMAGE_WIDTHS.map((width) => pixels().resize({ width }).webp(WEBP).toBuffer()),
  ]);
  return { full: full!, variants: IMAGE_WIDTHS.map((width, i) => [width, variants[i]!]) };
}
