import type { Random } from './random';

/** Every demo picture is drawn at the cover size; the image pipeline makes the narrower variants. */
export const SCENE_WIDTH = 1200;
export const SCENE_HEIGHT = 800;

/** Something drawn, and the words the caption uses for it. */
export interface SceneItem {
  id: string;
  phrase: string;
}

type Stop = [offset: number, color: string, opacity?: number];

/**
 * Collects the gradients and clip paths a picture needs and the things it draws. Each drawn thing is
 * wrapped in `<g data-item="…">` by `item`, so a test can see that the caption names only what is there.
 */
export class Sketch {
  readonly items: SceneItem[] = [];
  private readonly defs: string[] = [
    // One soft shadow for everything: drawn as an ellipse, so no blur filter slows the render.
    '<radialGradient id="soft-shadow"><stop offset="0" stop-color="#000" stop-opacity="0.55"/><stop offset="0.55" stop-color="#000" stop-opacity="0.3"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>',
  ];
  private count = 0;

  constructor(readonly rng: Random) {}

  linear(stops: Stop[], direction: { x1?: number; y1?: number; x2?: number; y2?: number } = {}): string {
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1 } = direction;
    return this.define(
      (id) =>
        `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsSvg(stops)}</linearGradient>`,
    );
  }

  radial(stops: Stop[], focus: { cx?: number; cy?: number; r?: number; fx?: number; fy?: number } = {}): string {
    const { cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy } = focus;
    return this.define(
      (id) =>
        `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsSvg(stops)}</radialGradient>`,
    );
  }

  /** A clip path in user space; returns the value for `clip-path`. */
  clip(shape: string): string {
    return this.define((id) => `<clipPath id="${id}">${shape}</clipPath>`);
  }

  /** A repeating tile in user space; returns the value for `fill`. */
  pattern(width: number, height: number, tile: string, transform = ''): string {
    const turn = transform ? ` patternTransform="${transform}"` : '';
    return this.define(
      (id) =>
        `<pattern id="${id}" width="${width}" height="${height}" patternUnits="userSpaceOnUse"${turn}>${tile}</pattern>`,
    );
  }

  /** Marks `body` as a thing the caption may name with `phrase`. */
  item(id: string, phrase: string, body: string): string {
    if (!this.items.some((i) => i.id === id)) this.items.push({ id, phrase });
    return `<g data-item="${id}">${body}</g>`;
  }

  svg(body: string): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${SCENE_WIDTH}" height="${SCENE_HEIGHT}" viewBox="0 0 ${SCENE_WIDTH} ${SCENE_HEIGHT}"><defs>${this.defs.join('')}</defs>${body}</svg>`;
  }

  private define(make: (id: string) => string): string {
    const id = `d${++this.count}`;
    this.defs.push(make(id));
    return `url(#${id})`;
  }
}

function stopsSvg(stops: Stop[]): string {
  return stops
    .map(([offset, color, opacity]) => {
      const alpha = opacity === undefined ? '' : ` stop-opacity="${opacity}"`;
      return `<stop offset="${offset}" stop-color="${color}"${alpha}/>`;
    })
    .join('');
}

/** Rounds to one decimal, which keeps the SVG short without visible steps. */
export const r1 = (n: number) => Math.round(n * 10) / 10;

/** A soft contact shadow under something centred at (cx, cy), offset down and right like the light. */
export function shadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.6): string {
  return `<ellipse cx="${r1(cx + rx * 0.06)}" cy="${r1(cy + ry * 0.1)}" rx="${r1(rx * 1.12)}" ry="${r1(ry * 1.12)}" fill="url(#soft-shadow)" opacity="${opacity}"/>`;
}

/** A closed, smooth, slightly irregular outline around (cx, cy), like bread or fruit. */
export function blob(rng: Random, cx: number, cy: number, rx: number, ry: number, wobble = 0.08, points = 9): string {
  const turn = rng.range(0, Math.PI * 2);
  const pts = Array.from({ length: points }, (_, i) => {
    const a = turn + (i / points) * Math.PI * 2;
    const k = 1 + rng.range(-wobble, wobble);
    return [cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k] as const;
  });
  return smoothClosedPath(pts);
}

/** Catmull-Rom through the points, as cubic Béziers. */
export function smoothClosedPath(pts: readonly (readonly [number, number])[]): string {
  const n = pts.length;
  const at = (i: number) => pts[((i % n) + n) % n]!;
  let d = `M${r1(at(0)[0])} ${r1(at(0)[1])}`;
  for (let i = 0; i < n; i++) {
    const [p0, p1, p2, p3] = [at(i - 1), at(i), at(i + 1), at(i + 2)];
    const c1 = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2 = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${r1(c1[0]!)} ${r1(c1[1]!)} ${r1(c2[0]!)} ${r1(c2[1]!)} ${r1(p2[0])} ${r1(p2[1])}`;
  }
  return `${d}Z`;
}

/** `color` moved towards white (amount > 0) or black (amount < 0). */
export function shade(color: string, amount: number): string {
  return mix(color, amount >= 0 ? '#ffffff' : '#000000', Math.abs(amount));
}

export function mix(a: string, b: string, t: number): string {
  const pa = rgb(a);
  const pb = rgb(b);
  const channel = (i: number) =>
    Math.round(pa[i]! + (pb[i]! - pa[i]!) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${channel(0)}${channel(1)}${channel(2)}`;
}

/** Straight-line distance between two colours in RGB (0 to about 441). */
export function colorDistance(a: string, b: string): number {
  const pa = rgb(a);
  const pb = rgb(b);
  return Math.hypot(pa[0]! - pb[0]!, pa[1]! - pb[1]!, pa[2]! - pb[2]!);
}

function rgb(hex: string): number[] {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16));
}

/** "a, b and c". */
export function listPhrase(parts: string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Points spread over a disc of radius r without clumping (a sunflower spiral), jittered a little. */
export function spreadInDisc(rng: Random, count: number, r: number, jitter = 0.3): [number, number][] {
  const golden = Math.PI * (3 - Math.sqrt(5));
  const step = r / Math.sqrt(count);
  return Array.from({ length: count }, (_, i) => {
    const d = r * Math.sqrt((i + 0.5) / count);
    const a = i * golden;
    return [Math.cos(a) * d + rng.range(-jitter, jitter) * step, Math.sin(a) * d + rng.range(-jitter, jitter) * step];
  });
}
