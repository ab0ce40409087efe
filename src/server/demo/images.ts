import sharp from 'sharp';
import { IMAGE_WIDTHS } from '../../domain/images';
import type { DemoCategorySlug } from './businesses';

/**
 * Demo pictures drawn locally: an SVG (warm gradient, a geometric star pattern, a simple food shape
 * and the business name) rendered to WebP by sharp. Nothing is downloaded, so the demo works offline.
 */

export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 800;
/** The business-card size; the image pipeline will serve it. */
// Effort 2 encodes about twice as fast as the default 4 for files ~5% larger; keeps the first start short.
const WEBP = { quality: 70, effort: 2 };

interface Palette {
  from: string;
  to: string;
}

const PALETTES: Record<DemoCategorySlug, Palette[]> = {
  restaurants: [
    { from: '#9a1f1f', to: '#f08a24' },
    { from: '#7c2d12', to: '#ea580c' },
    { from: '#8f1d3a', to: '#f59e0b' },
  ],
  'coffee-shops': [
    { from: '#3b2416', to: '#b7793f' },
    { from: '#4a2c1d', to: '#d39b5a' },
    { from: '#2f1b12', to: '#a8683a' },
  ],
  bakeries: [
    { from: '#b45309', to: '#fcd34d' },
    { from: '#c2410c', to: '#fdba74' },
    { from: '#a16207', to: '#fde68a' },
  ],
  markets: [
    { from: '#3f6212', to: '#d9a441' },
    { from: '#14532d', to: '#ca8a04' },
    { from: '#4d7c0f', to: '#f2b84b' },
  ],
  'mobile-businesses': [
    { from: '#0f5e5a', to: '#f59e0b' },
    { from: '#155e75', to: '#fb923c' },
    { from: '#134e4a', to: '#fbbf24' },
  ],
};

const CATEGORY_LABELS: Record<DemoCategorySlug, string> = {
  restaurants: 'Restaurant',
  'coffee-shops': 'Coffee Shop',
  bakeries: 'Bakery',
  markets: 'Market',
  'mobile-businesses': 'Mobile Business',
};

const INK = 'fill="none" stroke="#fff" stroke-width="14" stroke-linecap="round" stroke-linejoin="round"';

/** One simple shape per category, drawn around (0, 0) within about ±220 px; `accent` is the dark palette colour. */
const MOTIFS: Record<DemoCategorySlug, (accent: string) => string> = {
  // A bowl with rising steam.
  restaurants: () => `
    <path d="M-190 -10 H190 A190 170 0 0 1 -190 -10 Z" fill="#fff" fill-opacity="0.9"/>
    <rect x="-80" y="150" width="160" height="22" rx="11" fill="#fff" fill-opacity="0.9"/>
    <path d="M-90 -50 c-30 -40 30 -60 0 -110 M0 -50 c-30 -40 30 -60 0 -110 M90 -50 c-30 -40 30 -60 0 -110" ${INK}/>`,
  // A cup on a saucer with steam.
  'coffee-shops': () => `
    <path d="M-150 -40 H110 V70 A90 90 0 0 1 20 160 H-60 A90 90 0 0 1 -150 70 Z" fill="#fff" fill-opacity="0.9"/>
    <path d="M110 -10 h30 a50 50 0 0 1 0 100 h-36" ${INK}/>
    <ellipse cx="-20" cy="185" rx="200" ry="26" fill="#fff" fill-opacity="0.9"/>
    <path d="M-80 -80 c-30 -35 30 -55 0 -100 M20 -80 c-30 -35 30 -55 0 -100" ${INK}/>`,
  // A domed loaf with score marks and a few seeds.
  bakeries: (accent) => `
    <path d="M-220 140 C-240 -30 -130 -130 0 -130 C130 -130 240 -30 220 140 Z" fill="#fff" fill-opacity="0.92"/>
    <path d="M-120 -40 l50 90 M-25 -70 l50 100 M75 -50 l50 90" fill="none" stroke="${accent}" stroke-opacity="0.55" stroke-width="16" stroke-linecap="round"/>
    <g fill="${accent}" fill-opacity="0.5"><circle cx="-160" cy="70" r="7"/><circle cx="160" cy="90" r="7"/><circle cx="10" cy="100" r="7"/></g>`,
  // A woven basket with produce on top.
  markets: (accent) => `
    <circle cx="-90" cy="-60" r="62" fill="#fff" fill-opacity="0.75"/>
    <circle cx="20" cy="-85" r="70" fill="#fff" fill-opacity="0.85"/>
    <circle cx="120" cy="-50" r="58" fill="#fff" fill-opacity="0.7"/>
    <path d="M-210 -10 H210 L160 170 H-160 Z" fill="#fff" fill-opacity="0.92"/>
    <path d="M-180 50 H180 M-165 110 H165 M-80 -10 L-60 170 M0 -10 V170 M80 -10 L60 170" fill="none" stroke="${accent}" stroke-width="8" stroke-opacity="0.45"/>`,
  // A food truck with a striped awning over the serving window.
  'mobile-businesses': (accent) => `
    <rect x="-220" y="-110" width="300" height="220" rx="18" fill="#fff" fill-opacity="0.92"/>
    <path d="M80 -40 H160 L220 30 V110 H80 Z" fill="#fff" fill-opacity="0.92"/>
    <path d="M105 -20 H150 L190 30 H105 Z" fill="${accent}" fill-opacity="0.35"/>
    <rect x="-190" y="-40" width="220" height="70" rx="8" fill="${accent}" fill-opacity="0.35"/>
    <g fill="${accent}" fill-opacity="0.8">${[0, 1, 2, 3, 4].map((i) => `<path d="M${-205 + i * 50} -85 h25 v30 a12.5 12.5 0 0 1 -25 0 Z"/>`).join('')}</g>
    <circle cx="-130" cy="120" r="42" fill="#2b2b2b" stroke="#fff" stroke-width="10"/>
    <circle cx="140" cy="120" r="42" fill="#2b2b2b" stroke="#fff" stroke-width="10"/>`,
};

export interface DemoImageSpec {
  name: string;
  category: DemoCategorySlug;
  city: string;
  /** 0 for the cover; gallery pictures use 1, 2, 3 to vary colours and layout. */
  variant: number;
  /** Shown under the name on gallery pictures. */
  caption?: string;
}

/** A picture at 1200×800 and its narrower variants (IMAGE_WIDTHS), all WebP, like an upload. */
export async function renderPicture(spec: DemoImageSpec): Promise<{ full: Buffer; variants: [number, Buffer][] }> {
  const image = sharp(Buffer.from(demoImageSvg(spec)));
  const [full, ...variants] = await Promise.all([
    image.clone().webp(WEBP).toBuffer(),
    ...IMAGE_WIDTHS.map((width) => image.clone().resize({ width }).webp(WEBP).toBuffer()),
  ]);
  return { full: full!, variants: IMAGE_WIDTHS.map((width, i) => [width, variants[i]!]) };
}

export function demoImageSvg(spec: DemoImageSpec): string {
  const seed = hash(spec.name) + spec.variant;
  const palettes = PALETTES[spec.category];
  const palette = palettes[seed % palettes.length] ?? palettes[0]!;
  // Gallery pictures move the shape around so they do not look like copies of the cover.
  const motifX = [900, 330, 860, 600][spec.variant % 4] ?? 900;
  const motifScale = [1, 0.8, 1.15, 0.9][spec.variant % 4] ?? 1;
  const lines = wrapName(spec.name);
  const nameSize = nameFontSize(lines);
  const subtitle = spec.caption ?? `${CATEGORY_LABELS[spec.category]} · ${spec.city}, Indiana`;
  const bottom = COVER_HEIGHT - 70;
  const nameLines = lines
    .map((line, i) => {
      const y = bottom - 70 - (lines.length - 1 - i) * nameSize * 1.08;
      return `<text x="70" y="${Math.round(y)}" font-size="${nameSize}" font-weight="700" fill="#fff">${escapeXml(line)}</text>`;
    })
    .join('');

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${COVER_WIDTH}" height="${COVER_HEIGHT}" viewBox="0 0 ${COVER_WIDTH} ${COVER_HEIGHT}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${palette.from}"/>
      <stop offset="1" stop-color="${palette.to}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.55"/>
    </linearGradient>
    <pattern id="stars" width="120" height="120" patternUnits="userSpaceOnUse">
      <g fill="none" stroke="#fff" stroke-width="3">
        <rect x="35" y="35" width="50" height="50"/>
        <rect x="35" y="35" width="50" height="50" transform="rotate(45 60 60)"/>
      </g>
    </pattern>
  </defs>
  <rect width="100%" height="100%" fill="url(#bg)"/>
  <rect width="100%" height="100%" fill="url(#stars)" opacity="0.13"/>
  <circle cx="${motifX}" cy="290" r="${Math.round(260 * motifScale)}" fill="#fff" fill-opacity="0.1"/>
  <g transform="translate(${motifX} 290) scale(${motifScale})">${MOTIFS[spec.category](palette.from)}</g>
  <rect y="${COVER_HEIGHT - 380}" width="100%" height="380" fill="url(#shade)"/>
  <g font-family="DejaVu Sans, Liberation Sans, Arial, Helvetica, sans-serif">
    ${nameLines}
    <text x="72" y="${bottom}" font-size="36" fill="#fff" fill-opacity="0.9">${escapeXml(subtitle)}</text>
  </g>
</svg>`;
}

const LINE_CHARS = 19;

/** Greedy word wrap into at most three lines. */
function wrapName(name: string): string[] {
  const lines: string[] = [];
  for (const word of name.split(/\s+/)) {
    const last = lines[lines.length - 1];
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  if (lines.length <= 3) return lines;
  return [...lines.slice(0, 2), lines.slice(2).join(' ')];
}

/** Large, but the longest line still fits in the 1060 px to the right of the margin. */
function nameFontSize(lines: string[]): number {
  const longest = Math.max(...lines.map((l) => l.length));
  return Math.min(lines.length > 2 ? 80 : 96, Math.floor(1060 / (longest * 0.68)));
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function hash(text: string): number {
  let h = 0;
  for (const c of text) h = (h * 31 + c.charCodeAt(0)) >>> 0;
  return h;
}
