import { r1, type Sketch, shade, shadow } from './sketch';

/** Plates, cutlery and glasses seen from above, each drawn around (0, 0). */

export interface Vessel {
  svg: string;
  /** 'a terracotta plate', 'a deep blue bowl'. */
  phrase: string;
}

const PLATES = [
  { name: 'white', color: '#f7f5f0', rim: null },
  { name: 'white', color: '#f7f5f0', rim: '#2f5c9a', rimName: 'blue' },
  { name: 'terracotta', color: '#c0704a', rim: null },
  { name: 'speckled stoneware', color: '#e9e1d2', rim: null, speckle: true },
  { name: 'black', color: '#2b2b2d', rim: null },
  { name: 'pale green', color: '#cfdcc4', rim: null },
  { name: 'cream', color: '#f1e6cf', rim: '#b5532a', rimName: 'rust-red' },
] as const;

const BOWLS = [
  { name: 'deep blue', color: '#2f4f7e' },
  { name: 'white', color: '#f4f1ea' },
  { name: 'terracotta', color: '#b9673f' },
  { name: 'dark green', color: '#355a47' },
  { name: 'sand-coloured', color: '#d9c6a3' },
];

export function plate(sk: Sketch, r: number): Vessel {
  const { rng } = sk;
  const style = rng.pick(PLATES);
  const body = sk.radial(
    [
      [0.75, style.color],
      [0.93, shade(style.color, -0.12)],
      [1, shade(style.color, -0.25)],
    ],
    { fx: 0.45, fy: 0.42 },
  );
  const well = sk.radial(
    [
      [0.85, style.color],
      [1, shade(style.color, -0.08)],
    ],
    { fx: 0.5, fy: 0.45 },
  );
  let svg = `${shadow(0, 0, r, r, 0.7)}<circle r="${r1(r)}" fill="${body}"/><circle r="${r1(r * 0.76)}" fill="${well}"/>`;
  if (style.rim)
    svg += `<circle r="${r1(r * 0.92)}" fill="none" stroke="${style.rim}" stroke-width="${r1(r * 0.05)}"/>`;
  if ('speckle' in style) {
    const pts = Array.from({ length: 90 }, () => {
      const a = rng.range(0, Math.PI * 2);
      const d = r * Math.sqrt(rng.range(0.05, 0.95));
      return `M${r1(Math.cos(a) * d)} ${r1(Math.sin(a) * d)}h0`;
    }).join('');
    svg += `<path d="${pts}" stroke="#7a6a55" stroke-width="3" stroke-linecap="round" opacity="0.5"/>`;
  }
  svg += `<path d="M${r1(-r * 0.8)} ${r1(-r * 0.45)}A${r1(r * 0.92)} ${r1(r * 0.92)} 0 0 1 ${r1(-r * 0.1)} ${r1(-r * 0.91)}" fill="none" stroke="#fff" stroke-width="${r1(r / 30)}" stroke-linecap="round" opacity="0.4"/>`;
  const phrase = 'rimName' in style ? `a ${style.name} plate with a ${style.rimName} rim` : `a ${style.name} plate`;
  return { svg, phrase };
}

/** A deep bowl; `inner` is the radius its contents fill. */
export function deepBowl(sk: Sketch, r: number): Vessel & { inner: number } {
  const style = sk.rng.pick(BOWLS);
  const outside = sk.radial(
    [
      [0.8, style.color],
      [1, shade(style.color, -0.3)],
    ],
    { fx: 0.45, fy: 0.4 },
  );
  const inside = sk.radial([
    [0.7, shade(style.color, 0.05)],
    [1, shade(style.color, -0.35)],
  ]);
  const svg = `${shadow(0, 0, r, r, 0.75)}<circle r="${r1(r)}" fill="${outside}"/><circle r="${r1(r * 0.9)}" fill="${inside}"/><path d="M${r1(-r * 0.75)} ${r1(-r * 0.5)}A${r1(r * 0.95)} ${r1(r * 0.95)} 0 0 1 ${r1(0)} ${r1(-r * 0.95)}" fill="none" stroke="#fff" stroke-width="${r1(r / 28)}" stroke-linecap="round" opacity="0.35"/>`;
  return { svg, phrase: `a ${style.name} bowl`, inner: r * 0.84 };
}

/** A fork and a knife side by side, pointing up, about `length` long. */
export function cutlery(length: number, metal = '#c9ccd1'): string {
  const l = length;
  const steel = shade(metal, -0.3);
  const fork = `<g transform="translate(${r1(-l * 0.09)} 0)">${shadow(0, 0, l * 0.05, l * 0.5, 0.4)}<rect x="${r1(-l * 0.022)}" y="${r1(-l * 0.2)}" width="${r1(l * 0.044)}" height="${r1(l * 0.7)}" rx="${r1(l * 0.022)}" fill="${metal}" stroke="${steel}" stroke-width="1.5"/><path d="M${r1(-l * 0.05)} ${r1(-l * 0.5)}V${r1(-l * 0.25)}Q0 ${r1(-l * 0.15)} ${r1(l * 0.05)} ${r1(-l * 0.25)}V${r1(-l * 0.5)}" fill="none" stroke="${metal}" stroke-width="${r1(l * 0.02)}"/><path d="M${r1(-l * 0.017)} ${r1(-l * 0.5)}V${r1(-l * 0.27)}M${r1(l * 0.017)} ${r1(-l * 0.5)}V${r1(-l * 0.27)}" stroke="${metal}" stroke-width="${r1(l * 0.015)}"/></g>`;
  const knife = `<g transform="translate(${r1(l * 0.09)} 0)">${shadow(0, 0, l * 0.05, l * 0.5, 0.4)}<path d="M${r1(-l * 0.025)} ${r1(-l * 0.5)}Q${r1(l * 0.04)} ${r1(-l * 0.45)} ${r1(l * 0.03)} ${r1(-l * 0.05)}H${r1(-l * 0.025)}Z" fill="${shade(metal, 0.15)}" stroke="${steel}" stroke-width="1.5"/><rect x="${r1(-l * 0.025)}" y="${r1(-l * 0.05)}" width="${r1(l * 0.05)}" height="${r1(l * 0.55)}" rx="${r1(l * 0.025)}" fill="${metal}" stroke="${steel}" stroke-width="1.5"/></g>`;
  return fork + knife;
}

/** A glass of water seen from above: clear rim, a pale disc and a glint. */
export function waterGlass(r: number): string {
  return `${shadow(r * 0.15, r * 0.15, r, r, 0.35)}<circle r="${r1(r)}" fill="#dbe9ef" opacity="0.55" stroke="#ffffff" stroke-width="${r1(r / 8)}" stroke-opacity="0.8"/><circle r="${r1(r * 0.7)}" fill="#c4dbe4" opacity="0.6"/><path d="M${r1(-r * 0.5)} ${r1(-r * 0.45)}A${r1(r * 0.7)} ${r1(r * 0.7)} 0 0 1 ${r1(r * 0.2)} ${r1(-r * 0.65)}" fill="none" stroke="#fff" stroke-width="${r1(r / 7)}" stroke-linecap="round" opacity="0.9"/>`;
}

/** A folded cloth napkin. */
export function napkin(w: number, color: string): string {
  const h = w * 1.4;
  return `${shadow(0, 0, w / 2, h / 2, 0.35)}<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="6" fill="${color}"/><path d="M${r1(-w / 2)} ${r1(-h * 0.1)}H${r1(w / 2)}" stroke="${shade(color, -0.2)}" stroke-width="3"/><rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w * 0.25)}" height="${r1(h)}" fill="#fff" opacity="0.12"/>`;
}

/** A round teapot from above: body, lid, knob, spout and handle. */
export function teapot(sk: Sketch, r: number): string {
  const color = sk.rng.pick(['#c2b59b', '#b7473a', '#d9a53b', '#3e6b8a', '#c9ccd1']);
  const body = sk.radial(
    [
      [0, shade(color, 0.3)],
      [0.7, color],
      [1, shade(color, -0.35)],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  return `${shadow(0, 0, r * 1.2, r, 0.6)}<path d="M${r1(r * 0.8)} ${r1(-r * 0.2)}L${r1(r * 1.55)} ${r1(-r * 0.45)}L${r1(r * 1.6)} ${r1(-r * 0.3)}L${r1(r * 0.85)} ${r1(r * 0.15)}Z" fill="${shade(color, -0.1)}"/><path d="M${r1(-r * 0.8)} ${r1(-r * 0.35)}C${r1(-r * 1.5)} ${r1(-r * 0.4)} ${r1(-r * 1.5)} ${r1(r * 0.4)} ${r1(-r * 0.8)} ${r1(r * 0.35)}" fill="none" stroke="${shade(color, -0.15)}" stroke-width="${r1(r * 0.13)}" stroke-linecap="round"/><circle r="${r1(r)}" fill="${body}"/><circle r="${r1(r * 0.5)}" fill="${shade(color, -0.08)}" stroke="${shade(color, -0.3)}" stroke-width="3"/><circle r="${r1(r * 0.14)}" fill="${shade(color, -0.25)}"/>`;
}

/** A small tulip glass of tea on a saucer, from above. */
export function teaGlass(sk: Sketch, r: number, tea = '#a8431a'): string {
  const liquid = sk.radial([
    [0, shade(tea, 0.25)],
    [1, shade(tea, -0.2)],
  ]);
  return `${shadow(0, 0, r * 1.5, r * 1.5, 0.45)}<circle r="${r1(r * 1.5)}" fill="#f3efe7" stroke="#d8d0c2" stroke-width="2"/><circle r="${r1(r)}" fill="${liquid}" stroke="#fff" stroke-width="${r1(r / 7)}" stroke-opacity="0.75"/><path d="M${r1(-r * 0.55)} ${r1(-r * 0.4)}A${r1(r * 0.7)} ${r1(r * 0.7)} 0 0 1 ${r1(r * 0.15)} ${r1(-r * 0.68)}" fill="none" stroke="#fff" stroke-width="${r1(r / 7)}" stroke-linecap="round" opacity="0.7"/>`;
}
