import type { Random } from './random';
import { blob, r1, type Sketch, shade, shadow, spreadInDisc } from './sketch';

/**
 * Food seen from above, each drawn around (0, 0) within the radius it is given. The phrases are what
 * the captions say about each, so they only name what these functions draw.
 */

export type MainKind =
  | 'saffron-rice'
  | 'rice-with-meat'
  | 'curry'
  | 'noodles'
  | 'couscous'
  | 'koshari'
  | 'pide'
  | 'wraps'
  | 'tacos'
  | 'flatbread';

export type SideKind =
  | 'skewers'
  | 'lemon'
  | 'lime'
  | 'herbs'
  | 'chilies'
  | 'red-onion'
  | 'banana'
  | 'falafel'
  | 'salad'
  | 'hummus'
  | 'garlic-sauce'
  | 'raita'
  | 'naan'
  | 'fries'
  | 'consomme'
  | 'lentil-soup';

interface Main {
  phrase: string;
  /** Served in a bowl (curry, soup-like) or on a flat plate. */
  vessel: 'plate' | 'bowl';
  /** How much of the plate it covers compared with a mound of rice (1). */
  spread?: number;
  draw: (sk: Sketch, r: number) => string;
}

interface Side {
  phrase: string;
  /** 'plate': laid on the main plate; 'dish': in its own small bowl or basket beside it. */
  place: 'plate' | 'dish';
  draw: (sk: Sketch, size: number) => string;
}

export const MAINS: Record<MainKind, Main> = {
  'saffron-rice': {
    phrase: 'saffron rice with pieces of chicken',
    vessel: 'plate',
    draw: (sk, r) =>
      rice(sk, r, ['#fbf3dc', '#f7d777', '#f2b73c', '#e8912a', '#fffaf0']) +
      meatPieces(sk, r * 0.55, 5, '#b5652b') +
      friedOnions(sk, r * 0.7, 26),
  },
  'rice-with-meat': {
    phrase: 'spiced rice topped with braised meat',
    vessel: 'plate',
    draw: (sk, r) => rice(sk, r, ['#e9b974', '#dca25a', '#f3cf94', '#c98943']) + meatPieces(sk, r * 0.45, 6, '#7a3f1f'),
  },
  curry: {
    phrase: 'red curry with a swirl of cream',
    vessel: 'bowl',
    draw: (sk, r) => curry(sk, r),
  },
  noodles: {
    phrase: 'hand-pulled noodles topped with peppers and meat',
    vessel: 'bowl',
    draw: (sk, r) => noodles(sk, r),
  },
  couscous: {
    phrase: 'couscous with carrots, zucchini and chickpeas',
    vessel: 'plate',
    draw: (sk, r) => couscous(sk, r),
  },
  koshari: {
    phrase: 'rice and lentils with tomato sauce and crispy onions',
    vessel: 'bowl',
    draw: (sk, r) => koshari(sk, r),
  },
  pide: {
    phrase: 'a boat-shaped flatbread filled with minced meat',
    vessel: 'plate',
    draw: (sk, r) => pide(sk, r),
  },
  wraps: {
    phrase: 'wraps cut in half and filled with meat and salad',
    vessel: 'plate',
    spread: 1.3,
    draw: (sk, r) => wraps(sk, r),
  },
  tacos: {
    phrase: 'three open tacos with onion and cilantro',
    vessel: 'plate',
    spread: 1.3,
    draw: (sk, r) => tacos(sk, r),
  },
  flatbread: {
    phrase: 'a charred flatbread brushed with butter',
    vessel: 'plate',
    draw: (sk, r) => flatbread(sk, r, r * 0.95),
  },
};

export const SIDES: Record<SideKind, Side> = {
  skewers: { phrase: 'grilled skewers', place: 'plate', draw: (sk, s) => skewer(sk, s) },
  lemon: { phrase: 'lemon wedges', place: 'plate', draw: (sk, s) => citrusWedges(sk, s, '#f3d23a', '#fbeea0') },
  lime: { phrase: 'lime wedges', place: 'plate', draw: (sk, s) => citrusWedges(sk, s, '#5f9e2f', '#cfe69a') },
  herbs: { phrase: 'fresh herbs', place: 'plate', draw: (sk, s) => leaves(sk, s, 9) },
  chilies: { phrase: 'green chilies', place: 'plate', draw: (sk, s) => chilies(sk, s) },
  'red-onion': { phrase: 'sliced red onion', place: 'plate', draw: (sk, s) => onionRings(sk, s) },
  banana: { phrase: 'a banana', place: 'plate', draw: (sk, s) => banana(sk, s) },
  falafel: {
    phrase: 'a bowl of falafel',
    place: 'dish',
    draw: (sk, s) => bowl(sk, s * 1.1, (k, r) => falafel(k, r * 1.7)),
  },
  salad: { phrase: 'a bowl of tomato and cucumber salad', place: 'dish', draw: (sk, s) => bowl(sk, s, salad) },
  hummus: { phrase: 'a bowl of hummus', place: 'dish', draw: (sk, s) => bowl(sk, s, hummus) },
  'garlic-sauce': {
    phrase: 'a small bowl of garlic sauce',
    place: 'dish',
    draw: (sk, s) => bowl(sk, s * 0.8, (k, r) => sauce(k, r, '#f8f3e6', '#e9e0cc')),
  },
  raita: {
    phrase: 'a bowl of raita',
    place: 'dish',
    draw: (sk, s) => bowl(sk, s, (k, r) => sauce(k, r, '#f4f1e6', '#dfe3cf') + leaves(k, r * 0.5, 6, 0.5)),
  },
  naan: { phrase: 'naan', place: 'dish', draw: (sk, s) => flatbread(sk, s * 1.5, s, true) },
  fries: { phrase: 'a basket of fries', place: 'dish', draw: (sk, s) => fries(sk, s) },
  consomme: {
    phrase: 'a cup of consommé',
    place: 'dish',
    draw: (sk, s) => bowl(sk, s * 0.85, (k, r) => broth(k, r, '#9c3418', '#6e1f0c')),
  },
  'lentil-soup': {
    phrase: 'a bowl of lentil soup',
    place: 'dish',
    draw: (sk, s) => bowl(sk, s, (k, r) => broth(k, r, '#e39a3b', '#c0731f') + leaves(k, r * 0.4, 4, 0.6)),
  },
};

/** Round dots (zero-length strokes with round caps), all in one path so thousands stay cheap. */
export function dots(points: [number, number][], color: string, size: number, opacity = 1): string {
  if (points.length === 0) return '';
  const d = points.map(([x, y]) => `M${r1(x)} ${r1(y)}h0`).join('');
  const alpha = opacity < 1 ? ` opacity="${opacity}"` : '';
  return `<path d="${d}" stroke="${color}" stroke-width="${r1(size)}" stroke-linecap="round"${alpha}/>`;
}

/** Short strokes (grains, strands) of one colour in one path. */
export function grains(rng: Random, points: [number, number][], color: string, length: number, width: number): string {
  if (points.length === 0) return '';
  const d = points
    .map(([x, y]) => {
      const a = rng.range(0, Math.PI);
      const dx = (Math.cos(a) * length) / 2;
      const dy = (Math.sin(a) * length) / 2;
      return `M${r1(x - dx)} ${r1(y - dy)}L${r1(x + dx)} ${r1(y + dy)}`;
    })
    .join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${r1(width)}" stroke-linecap="round"/>`;
}

/** A mound of rice: a shaded base, then grains in a few colours, then light from the top left. */
function rice(sk: Sketch, r: number, colors: string[]): string {
  const { rng } = sk;
  const base = sk.radial(
    [
      [0, colors[0]!],
      [1, shade(colors[1]!, -0.2)],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const outline = blob(rng, 0, 0, r, r * 0.94, 0.06, 11);
  const points = spreadInDisc(rng, Math.round(r * 2.4), r * 0.93, 0.6);
  const groups: [number, number][][] = colors.map(() => []);
  for (const p of points) groups[rng.int(0, colors.length - 1)]!.push(p);
  const len = r / 16;
  const grainsSvg = groups
    .map(
      (g, i) =>
        grains(rng, g, shade(colors[i]!, -0.25), len * 1.05, len * 0.5) + grains(rng, g, colors[i]!, len, len * 0.38),
    )
    .join('');
  const light = sk.radial(
    [
      [0, '#fff', 0.35],
      [1, '#fff', 0],
    ],
    { cx: 0.35, cy: 0.3, r: 0.5 },
  );
  return `${shadow(0, 0, r, r * 0.94, 0.35)}<path d="${outline}" fill="${base}"/>${grainsSvg}<path d="${outline}" fill="${light}"/>`;
}

/** Braised or roasted pieces scattered over a dish. */
function meatPieces(sk: Sketch, r: number, count: number, color: string): string {
  const { rng } = sk;
  const fill = sk.radial(
    [
      [0, shade(color, 0.25)],
      [0.7, color],
      [1, shade(color, -0.35)],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return spreadInDisc(rng, count, r, 0.5)
    .map(([x, y]) => {
      const size = r * rng.range(0.22, 0.32);
      return `${shadow(x, y, size, size * 0.8, 0.45)}<path d="${blob(rng, x, y, size, size * rng.range(0.65, 0.85), 0.18, 7)}" fill="${fill}"/>`;
    })
    .join('');
}

function friedOnions(sk: Sketch, r: number, count: number): string {
  const { rng } = sk;
  const d = spreadInDisc(rng, count, r, 0.8)
    .map(([x, y]) => {
      const a = rng.range(0, Math.PI * 2);
      const l = r * 0.09;
      return `M${r1(x)} ${r1(y)}q${r1(Math.cos(a) * l)} ${r1(Math.sin(a) * l)} ${r1(Math.cos(a + 1) * l * 1.6)} ${r1(Math.sin(a + 1) * l * 1.6)}`;
    })
    .join('');
  return `<path d="${d}" fill="none" stroke="#7b3f12" stroke-width="${r1(r / 45)}" stroke-linecap="round"/><path d="${d}" fill="none" stroke="#b8682a" stroke-width="${r1(r / 90)}" stroke-linecap="round"/>`;
}

/** Small leaves (coriander, parsley, mint). */
export function leaves(sk: Sketch, r: number, count: number, scale = 1): string {
  const { rng } = sk;
  const greens = ['#3f7d2c', '#4f9a35', '#2f6a24'];
  return spreadInDisc(rng, count, r, 0.7)
    .map(([x, y]) => {
      const s = rng.range(12, 20) * scale;
      const a = rng.range(0, 360);
      return `<path d="M0 0Q${r1(s * 0.5)} ${r1(-s * 0.55)} ${r1(s)} 0Q${r1(s * 0.5)} ${r1(s * 0.55)} 0 0Z" fill="${rng.pick(greens)}" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)})"/>`;
    })
    .join('');
}

function curry(sk: Sketch, r: number): string {
  const { rng } = sk;
  const sauce = sk.radial(
    [
      [0, '#d8662a'],
      [0.75, '#b6461b'],
      [1, '#7e2a0e'],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const sheen = Array.from(
    { length: 6 },
    () =>
      `<ellipse cx="${r1(rng.range(-r, r) * 0.6)}" cy="${r1(rng.range(-r, r) * 0.6)}" rx="${r1(r * rng.range(0.08, 0.16))}" ry="${r1(r * rng.range(0.04, 0.08))}" fill="#f39a3c" opacity="0.55"/>`,
  ).join('');
  const swirl = `<path d="M${r1(-r * 0.45)} ${r1(r * 0.05)}c${r1(r * 0.1)} ${r1(-r * 0.35)} ${r1(r * 0.6)} ${r1(-r * 0.35)} ${r1(r * 0.6)} 0s${r1(-r * 0.4)} ${r1(r * 0.3)} ${r1(-r * 0.35)} ${r1(r * 0.05)}" fill="none" stroke="#fbf1de" stroke-width="${r1(r / 14)}" stroke-linecap="round" opacity="0.9"/>`;
  return `<circle r="${r1(r)}" fill="${sauce}"/>${sheen}${meatPieces(sk, r * 0.7, 7, '#8d4a22')}${swirl}${leaves(sk, r * 0.6, 7, r / 200)}`;
}

function noodles(sk: Sketch, r: number): string {
  const { rng } = sk;
  const broth = `<circle r="${r1(r)}" fill="#c98b4a"/>`;
  let strands = '';
  for (let i = 0; i < 26; i++) {
    const y0 = rng.range(-r * 0.85, r * 0.85);
    const wave = rng.range(r * 0.05, r * 0.12);
    const turn = rng.range(-0.5, 0.5);
    let d = '';
    for (let x = -r; x <= r; x += r / 8) {
      const y = y0 + Math.sin(x / (r * 0.18) + i) * wave;
      const [px, py] = [x * Math.cos(turn) - y * Math.sin(turn), x * Math.sin(turn) + y * Math.cos(turn)];
      d += `${d ? 'L' : 'M'}${r1(px)} ${r1(py)}`;
    }
    strands += d;
  }
  const clip = sk.clip(`<circle r="${r1(r * 0.98)}"/>`);
  const noodleSvg = `<g clip-path="${clip}"><path d="${strands}" fill="none" stroke="#b98b4e" stroke-width="${r1(r / 13)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${strands}" fill="none" stroke="#f3dfae" stroke-width="${r1(r / 19)}" stroke-linecap="round" stroke-linejoin="round"/></g>`;
  const topping = spreadInDisc(rng, 14, r * 0.5, 0.6)
    .map(([x, y], i) => {
      const color = ['#c8321f', '#3f8a2c', '#e0a21f'][i % 3]!;
      const a = rng.range(0, 180);
      return `<rect x="${r1(x - r * 0.1)}" y="${r1(y - r * 0.025)}" width="${r1(r * 0.2)}" height="${r1(r * 0.05)}" rx="${r1(r * 0.025)}" fill="${color}" transform="rotate(${r1(a)} ${r1(x)} ${r1(y)})"/>`;
    })
    .join('');
  return `${broth}${noodleSvg}${meatPieces(sk, r * 0.35, 5, '#7a3a1a')}${topping}`;
}

function couscous(sk: Sketch, r: number): string {
  const { rng } = sk;
  const base = sk.radial(
    [
      [0, '#f6dc9a'],
      [1, '#d9ad5c'],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const outline = blob(rng, 0, 0, r, r * 0.95, 0.05, 11);
  const grainDots =
    dots(spreadInDisc(rng, Math.round(r * 3), r * 0.92, 0.9), '#c89a4a', r / 45) +
    dots(spreadInDisc(rng, Math.round(r * 3), r * 0.92, 0.9), '#fbe7b5', r / 55);
  // Carrot sticks fanned out from the middle, zucchini rounds between them, chickpeas scattered.
  const carrots = Array.from({ length: 7 }, (_, i) => {
    const a = (i / 7) * 360 + rng.range(-10, 10);
    return `<rect x="${r1(r * 0.15)}" y="${r1(-r * 0.05)}" width="${r1(r * 0.55)}" height="${r1(r * 0.1)}" rx="${r1(r * 0.05)}" fill="#e2761f" stroke="#b9561a" stroke-width="2" transform="rotate(${r1(a)})"/>`;
  }).join('');
  const zucchini = Array.from({ length: 6 }, (_, i) => {
    const a = ((i + 0.5) / 6) * Math.PI * 2;
    const d = r * rng.range(0.5, 0.65);
    const [x, y] = [Math.cos(a) * d, Math.sin(a) * d];
    return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.11)}" fill="#3f7a2c"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.085)}" fill="#d9e3a4"/>`;
  }).join('');
  const chickpeas = spreadInDisc(rng, 12, r * 0.85, 0.8)
    .map(
      ([x, y]) =>
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.045)}" fill="#e8c27a" stroke="#b98b3f" stroke-width="2"/>`,
    )
    .join('');
  return `${shadow(0, 0, r, r, 0.35)}<path d="${outline}" fill="${base}"/>${grainDots}${carrots}${zucchini}${chickpeas}${meatPieces(sk, r * 0.12, 1, '#7a3f1f')}`;
}

function koshari(sk: Sketch, r: number): string {
  const { rng } = sk;
  const base = `<circle r="${r1(r)}" fill="#c9a173"/>`;
  const lentils = dots(spreadInDisc(rng, Math.round(r * 2.2), r * 0.95, 0.9), '#6b4a2b', r / 30);
  const riceGrains = grains(rng, spreadInDisc(rng, Math.round(r * 1.4), r * 0.95, 0.9), '#f6ecd4', r / 22, r / 60);
  const macaroni = spreadInDisc(rng, 22, r * 0.85, 0.8)
    .map(([x, y]) => {
      const a = rng.range(0, 180);
      return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)})"><rect x="${r1(-r * 0.06)}" y="${r1(-r * 0.025)}" width="${r1(r * 0.12)}" height="${r1(r * 0.05)}" rx="${r1(r * 0.02)}" fill="#f0c982"/><ellipse cx="${r1(r * 0.06)}" rx="${r1(r * 0.012)}" ry="${r1(r * 0.02)}" fill="#b58a45"/></g>`;
    })
    .join('');
  const sauce = `<path d="${blob(rng, 0, 0, r * 0.42, r * 0.38, 0.12, 9)}" fill="#b3301a"/><path d="${blob(rng, -r * 0.05, -r * 0.06, r * 0.22, r * 0.15, 0.15, 7)}" fill="#d9502c" opacity="0.7"/>`;
  return `${base}${lentils}${riceGrains}${macaroni}${sauce}${friedOnions(sk, r * 0.5, 30)}`;
}

function pide(sk: Sketch, r: number): string {
  const { rng } = sk;
  const L = r * 1.05;
  const w = r * 0.42;
  const crust = sk.linear([
    [0, '#e8b468'],
    [1, '#b97a35'],
  ]);
  const outer = `M${r1(-L)} 0C${r1(-L * 0.6)} ${r1(-w * 1.2)} ${r1(L * 0.6)} ${r1(-w * 1.2)} ${r1(L)} 0C${r1(L * 0.6)} ${r1(w * 1.2)} ${r1(-L * 0.6)} ${r1(w * 1.2)} ${r1(-L)} 0Z`;
  const inner = `M${r1(-L * 0.72)} 0C${r1(-L * 0.4)} ${r1(-w * 0.75)} ${r1(L * 0.4)} ${r1(-w * 0.75)} ${r1(L * 0.72)} 0C${r1(L * 0.4)} ${r1(w * 0.75)} ${r1(-L * 0.4)} ${r1(w * 0.75)} ${r1(-L * 0.72)} 0Z`;
  const filling = (() => {
    const pts = Array.from(
      { length: 110 },
      () => [rng.range(-L * 0.62, L * 0.62), rng.range(-w * 0.45, w * 0.45)] as [number, number],
    ).filter(([x, y]) => (x / (L * 0.66)) ** 2 + (y / (w * 0.5)) ** 2 < 1);
    return dots(pts, '#8b3a1c', r / 18) + dots(pts.slice(0, 30), '#b5532a', r / 30);
  })();
  const peppers = Array.from(
    { length: 6 },
    (_, i) =>
      `<rect x="${r1(-L * 0.5 + i * L * 0.2)}" y="${r1(rng.range(-w * 0.3, w * 0.2))}" width="${r1(r * 0.1)}" height="${r1(r * 0.04)}" rx="4" fill="#4e8f2c" transform="rotate(${r1(rng.range(-40, 40))} ${r1(-L * 0.5 + i * L * 0.2)} 0)"/>`,
  ).join('');
  const char = dots(
    Array.from({ length: 18 }, () => [rng.range(-L * 0.9, L * 0.9), rng.pick([-1, 1]) * w * rng.range(0.7, 0.95)]),
    '#7a4415',
    r / 28,
    0.5,
  );
  return `${shadow(0, 0, L, w, 0.5)}<path d="${outer}" fill="${crust}"/>${char}<path d="${inner}" fill="#9c4a24"/>${filling}${peppers}`;
}

function wraps(sk: Sketch, r: number): string {
  const { rng } = sk;
  const spots: [number, number][] = [
    [-0.42, -0.22],
    [0.44, -0.26],
    [0.02, 0.44],
  ];
  // Halves standing on their cut ends, so the rolled bread and the filling show.
  return spots
    .map(([px, py]) => {
      const s = r * 0.46;
      const [x, y] = [px * r, py * r];
      const filling = `<path d="${blob(rng, 0, 0, s * 0.8, s * 0.78, 0.08, 8)}" fill="#7e3a18"/>`;
      const pts = spreadInDisc(rng, 40, s * 0.7, 0.6);
      const spiral = `M${r1(s * 0.1)} 0A${r1(s * 0.25)} ${r1(s * 0.25)} 0 1 1 ${r1(-s * 0.2)} ${r1(-s * 0.3)}A${r1(s * 0.55)} ${r1(s * 0.55)} 0 1 1 ${r1(s * 0.3)} ${r1(s * 0.55)}`;
      return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rng.range(0, 360))})">${shadow(0, 0, s, s, 0.55)}<circle r="${r1(s)}" fill="#e4bd7c" stroke="#b3823f" stroke-width="${r1(s / 18)}"/>${filling}${dots(pts.slice(0, 22), '#a0521f', s / 6)}${dots(pts.slice(22, 30), '#6aa84f', s / 6.5)}${dots(pts.slice(30), '#d0402a', s / 7)}<path d="${spiral}" fill="none" stroke="#f1d49a" stroke-width="${r1(s / 11)}" stroke-linecap="round"/><path d="M${r1(-s * 0.3)} ${r1(s * 0.1)}q${r1(s * 0.3)} ${r1(s * 0.25)} ${r1(s * 0.6)} 0" fill="none" stroke="#fbf6ea" stroke-width="${r1(s / 10)}" stroke-linecap="round"/></g>`;
    })
    .join('');
}

function tacos(sk: Sketch, r: number): string {
  const { rng } = sk;
  const toasted = sk.radial([
    [0, '#f5dfa8'],
    [0.85, '#e6c27e'],
    [1, '#c99a55'],
  ]);
  return [-1, 0, 1]
    .map((i) => {
      const x = i * r * 0.6;
      const y = i === 0 ? -r * 0.14 : r * 0.14;
      const s = r * 0.46;
      const meat = spreadInDisc(rng, 34, s * 0.66, 0.6);
      const onion = spreadInDisc(rng, 14, s * 0.6, 0.9)
        .map(
          ([a, b]) =>
            `<rect x="${r1(a)}" y="${r1(b)}" width="${r1(s / 9)}" height="${r1(s / 9)}" rx="2" fill="#fbf7ee"/>`,
        )
        .join('');
      const toast = dots(spreadInDisc(rng, 10, s * 0.95, 0.5), '#b98842', s / 8, 0.45);
      return `<g transform="translate(${r1(x)} ${r1(y)})">${shadow(0, 0, s, s, 0.5)}<circle r="${r1(s)}" fill="${toasted}"/>${toast}<path d="${blob(rng, 0, 0, s * 0.72, s * 0.7, 0.12, 9)}" fill="#7c2b12"/>${dots(meat, '#9c3a17', s / 5)}${dots(meat.slice(0, 14), '#c4562a', s / 8)}${onion}${leaves(sk, s * 0.55, 7, s / 110)}</g>`;
    })
    .join('');
}

/** A round or teardrop flatbread with charred blisters. */
function flatbread(sk: Sketch, rx: number, ry: number, teardrop = false): string {
  const { rng } = sk;
  const fill = sk.radial(
    [
      [0, '#f2d293'],
      [0.8, '#e0ab5e'],
      [1, '#c58a40'],
    ],
    { fx: 0.4, fy: 0.4 },
  );
  const outline = teardrop
    ? `M${r1(-rx)} 0C${r1(-rx)} ${r1(-ry * 1.1)} ${r1(rx * 0.7)} ${r1(-ry * 0.6)} ${r1(rx)} 0C${r1(rx * 0.7)} ${r1(ry * 0.6)} ${r1(-rx)} ${r1(ry * 1.1)} ${r1(-rx)} 0Z`
    : blob(rng, 0, 0, rx, ry, 0.06, 10);
  // Blisters spread over an ellipse inside the bread (the teardrop's lies towards its round end).
  const [ox, sx, sy] = teardrop ? [-0.2 * rx, 0.62 * rx, 0.55 * ry] : [0, 0.8 * rx, 0.8 * ry];
  const blisters = spreadInDisc(rng, 16, 1, 0.5)
    .map(
      ([x, y]) =>
        `<ellipse cx="${r1(ox + x * sx)}" cy="${r1(y * sy)}" rx="${r1(rng.range(6, 16))}" ry="${r1(rng.range(4, 10))}" fill="#6e3b12" opacity="${r1(rng.range(0.35, 0.7) * 100) / 100}"/>`,
    )
    .join('');
  const butter = `<path d="${outline}" fill="#fff3c4" opacity="0.15"/>`;
  return `${shadow(0, 0, rx, ry, 0.45)}<path d="${outline}" fill="${fill}"/>${blisters}${butter}`;
}

/** One skewer along the x axis, `size` long. */
function skewer(sk: Sketch, size: number): string {
  const { rng } = sk;
  const meat = sk.radial(
    [
      [0, '#b4652e'],
      [0.8, '#8a421b'],
      [1, '#5b2a10'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const pieces: string[] = [];
  const n = 6;
  const step = (size * 0.8) / n;
  for (let i = 0; i < n; i++) {
    const x = -size * 0.4 + step * (i + 0.5);
    const s = step * 0.5;
    if (i % 3 === 2) {
      pieces.push(
        `<rect x="${r1(x - s * 0.5)}" y="${r1(-s * 0.85)}" width="${r1(s)}" height="${r1(s * 1.7)}" rx="${r1(s * 0.3)}" fill="${rng.chance(0.5) ? '#c9302a' : '#4a8c2a'}"/>`,
      );
    } else {
      pieces.push(
        `<path d="${blob(rng, x, 0, s * 1.05, s * 0.95, 0.12, 7)}" fill="${meat}"/><path d="M${r1(x - s * 0.6)} ${r1(-s * 0.5)}l${r1(s * 1.1)} ${r1(s * 0.4)}M${r1(x - s * 0.6)} ${r1(s * 0.1)}l${r1(s * 1.1)} ${r1(s * 0.4)}" stroke="#3a1a08" stroke-width="${r1(s / 7)}" stroke-linecap="round" opacity="0.7"/>`,
      );
    }
  }
  return `${shadow(0, 0, size * 0.45, size * 0.08, 0.5)}<path d="M${r1(-size / 2)} 0H${r1(size / 2)}" stroke="#c9a46a" stroke-width="${r1(size / 70)}" stroke-linecap="round"/>${pieces.join('')}`;
}

function citrusWedges(sk: Sketch, size: number, peel: string, flesh: string): string {
  const { rng } = sk;
  return [0, 1]
    .map((i) => {
      const s = size * 0.5;
      const a = rng.range(-30, 30) + i * 50;
      const segments = [-0.5, 0, 0.5].map((t) => `M0 ${r1(s * 0.2)}L${r1(t * s * 1.3)} ${r1(-s * 0.45)}`).join('');
      return `<g transform="translate(${r1(i * s * 0.9)} ${r1(i * s * 0.5)}) rotate(${r1(a)})">${shadow(0, 0, s, s * 0.5, 0.45)}<path d="M${r1(-s)} 0Q0 ${r1(-s * 1.3)} ${r1(s)} 0Q0 ${r1(s * 0.35)} ${r1(-s)} 0Z" fill="${peel}"/><path d="M${r1(-s * 0.82)} ${r1(-s * 0.05)}Q0 ${r1(-s * 1.05)} ${r1(s * 0.82)} ${r1(-s * 0.05)}Q0 ${r1(s * 0.2)} ${r1(-s * 0.82)} ${r1(-s * 0.05)}Z" fill="${flesh}"/><path d="${segments}" stroke="${shade(flesh, 0.5)}" stroke-width="3"/></g>`;
    })
    .join('');
}

function chilies(sk: Sketch, size: number): string {
  const { rng } = sk;
  return [0, 1, 2]
    .map((i) => {
      const a = rng.range(-20, 20) + i * 12;
      const l = size * rng.range(0.8, 1);
      return `<g transform="translate(0 ${r1(i * size * 0.16)}) rotate(${r1(a)})"><path d="M0 0C${r1(l * 0.3)} ${r1(-l * 0.08)} ${r1(l * 0.7)} ${r1(-l * 0.02)} ${r1(l)} ${r1(l * 0.12)}C${r1(l * 0.7)} ${r1(l * 0.08)} ${r1(l * 0.3)} ${r1(l * 0.08)} 0 ${r1(l * 0.07)}Z" fill="#3f8f2a"/><path d="M0 ${r1(l * 0.035)}l${r1(-l * 0.12)} ${r1(-l * 0.04)}" stroke="#2c5a1c" stroke-width="5" stroke-linecap="round"/></g>`;
    })
    .join('');
}

function onionRings(sk: Sketch, size: number): string {
  const { rng } = sk;
  return spreadInDisc(rng, 5, size * 0.35, 0.4)
    .map(([x, y]) => {
      const s = size * rng.range(0.18, 0.26);
      const ring = (k: number, color: string, w: number) =>
        `<ellipse cx="${r1(x)}" cy="${r1(y)}" rx="${r1(s * k)}" ry="${r1(s * k * 0.8)}" fill="none" stroke="${color}" stroke-width="${r1(w)}"/>`;
      return ring(1, '#8e2f62', s / 5) + ring(0.88, '#f0d3e1', s / 7) + ring(0.7, '#b04a80', s / 9);
    })
    .join('');
}

function banana(_sk: Sketch, size: number): string {
  const l = size;
  return `${shadow(0, l * 0.1, l * 0.55, l * 0.2, 0.45)}<path d="M${r1(-l * 0.5)} 0C${r1(-l * 0.2)} ${r1(l * 0.3)} ${r1(l * 0.25)} ${r1(l * 0.3)} ${r1(l * 0.5)} ${r1(-l * 0.05)}C${r1(l * 0.25)} ${r1(l * 0.14)} ${r1(-l * 0.2)} ${r1(l * 0.14)} ${r1(-l * 0.5)} 0Z" fill="#f2cf3d" stroke="#c9a11f" stroke-width="3"/><circle cx="${r1(-l * 0.5)}" cy="0" r="${r1(l * 0.03)}" fill="#4a3a1a"/><path d="M${r1(l * 0.5)} ${r1(-l * 0.05)}l${r1(l * 0.06)} ${r1(-l * 0.04)}" stroke="#6b5a2a" stroke-width="${r1(l * 0.04)}" stroke-linecap="round"/>`;
}

function falafel(sk: Sketch, size: number): string {
  const { rng } = sk;
  const crust = sk.radial(
    [
      [0, '#b9782f'],
      [0.75, '#8a5220'],
      [1, '#5a3212'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return spreadInDisc(rng, 4, size * 0.35, 0.2)
    .map(([x, y]) => {
      const s = size * 0.22;
      const crumbs = dots(
        spreadInDisc(rng, 8, s * 0.7, 0.8).map(([a, b]) => [a + x, b + y]),
        '#d9a35a',
        s / 7,
        0.8,
      );
      return `${shadow(x, y, s, s, 0.5)}<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(s)}" fill="${crust}"/>${crumbs}`;
    })
    .join('');
}

/** A small round bowl with something in it. */
export function bowl(sk: Sketch, r: number, content: (sk: Sketch, r: number) => string): string {
  const glaze = sk.rng.pick(['#f4f0e8', '#2f4b6e', '#c46a3f', '#e9e2d0', '#3d5a48']);
  const inside = sk.radial([
    [0.7, shade(glaze, -0.05)],
    [1, shade(glaze, -0.3)],
  ]);
  return `${shadow(0, 0, r, r, 0.6)}<circle r="${r1(r)}" fill="${glaze}"/><circle r="${r1(r * 0.86)}" fill="${inside}"/><g>${content(sk, r * 0.8)}</g><path d="M${r1(-r * 0.7)} ${r1(-r * 0.55)}A${r1(r * 0.92)} ${r1(r * 0.92)} 0 0 1 ${r1(r * 0.2)} ${r1(-r * 0.9)}" fill="none" stroke="#fff" stroke-width="${r1(r / 18)}" stroke-linecap="round" opacity="0.35"/>`;
}

function hummus(sk: Sketch, r: number): string {
  const { rng } = sk;
  const base = sk.radial([
    [0, '#efd8aa'],
    [1, '#d3b077'],
  ]);
  const swirl = `<path d="M${r1(r * 0.6)} 0A${r1(r * 0.6)} ${r1(r * 0.6)} 0 1 1 ${r1(-r * 0.3)} ${r1(-r * 0.5)}" fill="none" stroke="#c49a5e" stroke-width="${r1(r / 9)}" stroke-linecap="round" opacity="0.6"/>`;
  const oil = `<path d="${blob(rng, 0, 0, r * 0.32, r * 0.26, 0.2, 7)}" fill="#c5b22e" opacity="0.55"/>`;
  const paprika = dots(spreadInDisc(rng, 14, r * 0.3, 0.8), '#b5321c', r / 14, 0.9);
  const chickpeas = spreadInDisc(rng, 3, r * 0.15, 0.3)
    .map(
      ([x, y]) =>
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r / 9)}" fill="#e0bb75" stroke="#a8803e" stroke-width="2"/>`,
    )
    .join('');
  return `<circle r="${r1(r)}" fill="${base}"/>${swirl}${oil}${chickpeas}${paprika}`;
}

function sauce(sk: Sketch, r: number, color: string, edge: string): string {
  const fill = sk.radial([
    [0, color],
    [1, edge],
  ]);
  return `<circle r="${r1(r)}" fill="${fill}"/><path d="M${r1(r * 0.4)} 0A${r1(r * 0.4)} ${r1(r * 0.4)} 0 1 1 ${r1(-r * 0.2)} ${r1(-r * 0.35)}" fill="none" stroke="${edge}" stroke-width="${r1(r / 10)}" stroke-linecap="round"/>`;
}

function broth(sk: Sketch, r: number, color: string, edge: string): string {
  const { rng } = sk;
  const fill = sk.radial([
    [0, shade(color, 0.1)],
    [1, edge],
  ]);
  const oil = dots(spreadInDisc(rng, 10, r * 0.7, 0.8), shade(color, 0.35), r / 10, 0.6);
  return `<circle r="${r1(r)}" fill="${fill}"/>${oil}`;
}

function salad(sk: Sketch, r: number): string {
  const { rng } = sk;
  const base = `<circle r="${r1(r)}" fill="#7fae52"/>`;
  const bits = spreadInDisc(rng, 18, r * 0.85, 0.6)
    .map(([x, y], i) => {
      const a = rng.range(0, 360);
      if (i % 2 === 0) {
        return `<path d="M${r1(-r * 0.14)} 0A${r1(r * 0.14)} ${r1(r * 0.14)} 0 0 1 ${r1(r * 0.14)} 0Z" fill="#d23b2a" transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)})"/>`;
      }
      return `<circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.12)}" fill="#4f8a2e"/><circle cx="${r1(x)}" cy="${r1(y)}" r="${r1(r * 0.09)}" fill="#dfeab0"/>`;
    })
    .join('');
  return `${base}${bits}${leaves(sk, r * 0.7, 6, r / 120)}`;
}

function fries(sk: Sketch, size: number): string {
  const { rng } = sk;
  const basket = `${shadow(0, 0, size, size * 0.8, 0.6)}<rect x="${r1(-size)}" y="${r1(-size * 0.75)}" width="${r1(size * 2)}" height="${r1(size * 1.5)}" rx="${r1(size * 0.25)}" fill="#b7342c"/><rect x="${r1(-size * 0.88)}" y="${r1(-size * 0.63)}" width="${r1(size * 1.76)}" height="${r1(size * 1.26)}" rx="${r1(size * 0.18)}" fill="#f5efe2"/>`;
  const sticks = Array.from({ length: 22 }, () => {
    const x = rng.range(-size * 0.65, size * 0.65);
    const y = rng.range(-size * 0.45, size * 0.45);
    const a = rng.range(0, 180);
    const l = size * rng.range(0.4, 0.7);
    return `<rect x="${r1(x - l / 2)}" y="${r1(y - size * 0.05)}" width="${r1(l)}" height="${r1(size * 0.1)}" rx="3" fill="#f2c14e" stroke="#c9912c" stroke-width="2" transform="rotate(${r1(a)} ${r1(x)} ${r1(y)})"/>`;
  }).join('');
  return basket + sticks;
}
