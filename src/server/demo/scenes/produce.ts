import { dots, grains } from './food';
import { capitalize, type SceneDrawing } from './scene-kit';
import { blob, SCENE_HEIGHT as H, listPhrase, r1, type Sketch, shade, shadow, SCENE_WIDTH as W } from './sketch';
import { vignette } from './surfaces';

export type ProduceKind =
  | 'tomatoes'
  | 'lemons'
  | 'oranges'
  | 'limes'
  | 'eggplants'
  | 'peppers'
  | 'red-onions'
  | 'potatoes'
  | 'pomegranates'
  | 'apples'
  | 'dates'
  | 'green-olives'
  | 'black-olives'
  | 'chilies'
  | 'turmeric'
  | 'paprika'
  | 'cumin'
  | 'sumac'
  | 'zaatar'
  | 'lentils'
  | 'rice'
  | 'chickpeas';

type Holder = 'crate' | 'basket' | 'bowl' | 'sack';

interface Produce {
  phrase: string;
  /** Loose goods go in crates and baskets, small and ground ones in bowls and sacks. */
  holders: Holder[];
  /** One piece at diameter `size`, or a heap filling radius r (`heap`). */
  size?: number;
  piece?: (sk: Sketch, s: number) => string;
  heap?: (sk: Sketch, r: number) => string;
}

const LOOSE: Holder[] = ['crate', 'crate', 'basket'];
const SMALL: Holder[] = ['bowl', 'sack'];

const PRODUCE: Record<ProduceKind, Produce> = {
  tomatoes: { phrase: 'tomatoes', holders: LOOSE, size: 92, piece: (sk, s) => tomato(sk, s) },
  lemons: { phrase: 'lemons', holders: LOOSE, size: 88, piece: (sk, s) => citrus(sk, s, '#f6d43c', true) },
  oranges: { phrase: 'oranges', holders: LOOSE, size: 96, piece: (sk, s) => citrus(sk, s, '#f08a1c', false) },
  limes: { phrase: 'limes', holders: LOOSE, size: 72, piece: (sk, s) => citrus(sk, s, '#6aa32e', true) },
  eggplants: { phrase: 'eggplants', holders: LOOSE, size: 120, piece: (sk, s) => eggplant(sk, s) },
  peppers: { phrase: 'bell peppers', holders: LOOSE, size: 100, piece: (sk, s) => pepper(sk, s) },
  'red-onions': { phrase: 'red onions', holders: LOOSE, size: 86, piece: (sk, s) => onion(sk, s) },
  potatoes: { phrase: 'potatoes', holders: LOOSE, size: 86, piece: (sk, s) => potato(sk, s) },
  pomegranates: { phrase: 'pomegranates', holders: LOOSE, size: 100, piece: (sk, s) => pomegranate(sk, s) },
  apples: { phrase: 'apples', holders: LOOSE, size: 92, piece: (sk, s) => apple(sk, s) },
  dates: { phrase: 'dates', holders: ['bowl', 'basket'], size: 46, piece: (sk, s) => glossyOval(sk, s, '#6a2f12') },
  'green-olives': { phrase: 'green olives', holders: SMALL, size: 40, piece: (sk, s) => glossyOval(sk, s, '#7d8a2a') },
  'black-olives': { phrase: 'black olives', holders: SMALL, size: 38, piece: (sk, s) => glossyOval(sk, s, '#2b2126') },
  chilies: { phrase: 'red chilies', holders: ['basket', 'bowl'], size: 70, piece: (sk, s) => chili(sk, s) },
  turmeric: { phrase: 'ground turmeric', holders: SMALL, heap: (sk, r) => powder(sk, r, '#e5a11c') },
  paprika: { phrase: 'paprika', holders: SMALL, heap: (sk, r) => powder(sk, r, '#c2361d') },
  cumin: { phrase: 'ground cumin', holders: SMALL, heap: (sk, r) => powder(sk, r, '#9a6a32') },
  sumac: { phrase: 'sumac', holders: SMALL, heap: (sk, r) => powder(sk, r, '#7e2330') },
  zaatar: { phrase: 'za’atar', holders: SMALL, heap: (sk, r) => powder(sk, r, '#7a7a3a') },
  lentils: { phrase: 'red lentils', holders: SMALL, heap: (sk, r) => seeds(sk, r, '#e0772e', 9) },
  rice: { phrase: 'basmati rice', holders: ['sack'], heap: (sk, r) => riceHeap(sk, r) },
  chickpeas: { phrase: 'chickpeas', holders: SMALL, heap: (sk, r) => seeds(sk, r, '#e3bd78', 16) },
};

/** How captions name each holder; the plural contains the singular's noun, which the drawing is marked with. */
const HOLDER_WORDS: Record<Holder, [one: string, many: string]> = {
  crate: ['a wooden crate', 'wooden crates'],
  basket: ['a wicker basket', 'wicker baskets'],
  bowl: ['a steel bowl', 'steel bowls'],
  sack: ['a burlap sack', 'burlap sacks'],
};

/** What a market sells most of. */
export interface MarketHint {
  produce: ProduceKind[];
}

const ANY_MARKET: MarketHint = { produce: ['tomatoes', 'lemons', 'eggplants', 'oranges', 'peppers', 'red-onions'] };

/** Slots for holders: centre and size. Crates are wider than tall; round holders use the smaller side. */
const GRIDS: [number, number, number, number][][] = [
  [
    [235, 225, 340, 300],
    [600, 225, 340, 300],
    [965, 225, 340, 300],
    [235, 575, 340, 300],
    [600, 575, 340, 300],
    [965, 575, 340, 300],
  ],
  [
    [320, 230, 470, 330],
    [860, 230, 470, 330],
    [320, 580, 470, 330],
    [860, 580, 470, 330],
  ],
  [
    [300, 400, 420, 640],
    [690, 235, 330, 300],
    [690, 575, 330, 300],
    [1010, 235, 280, 300],
    [1010, 575, 280, 300],
  ],
];

/** A market stall from above: crates, baskets, bowls and sacks of produce and spices. */
export function drawProduce(sk: Sketch, given?: MarketHint, index = 0): SceneDrawing {
  const { rng } = sk;
  const hint = given ?? ANY_MARKET;
  const turn = (given ? index : rng.int(0, hint.produce.length - 1)) % hint.produce.length;
  const grid = rng.pick(GRIDS);
  const order = [...hint.produce.slice(turn), ...hint.produce.slice(0, turn)];
  const ground = rng.chance(0.5) ? burlap(sk) : stall(sk);
  let body = sk.item('surface', ground.phrase, ground.svg);

  const byHolder = new Map<Holder, { kinds: ProduceKind[]; slots: number }>();
  grid.forEach(([x, y, w, h], i) => {
    const kind = order[i % order.length]!;
    const produce = PRODUCE[kind];
    const holder = rng.pick(produce.holders);
    const group = byHolder.get(holder) ?? { kinds: [], slots: 0 };
    if (!group.kinds.includes(kind)) group.kinds.push(kind);
    group.slots++;
    byHolder.set(holder, group);
    const drawn = holder === 'crate' ? crate(sk, w, h, produce) : roundHolder(sk, holder, Math.min(w, h) / 2, produce);
    body += `<g transform="translate(${x} ${y}) rotate(${r1(rng.range(-4, 4))})">${sk.item(kind, produce.phrase, drawn)}</g>`;
  });
  body += vignette(sk, 0.5);

  const groups = [...byHolder.entries()].map(([holder, { kinds, slots }]) => {
    const [one, many] = HOLDER_WORDS[holder];
    return `${slots > 1 ? many : one} of ${listPhrase(kinds.map((k) => PRODUCE[k].phrase))}`;
  });
  return { body, caption: `${capitalize(listPhrase(groups))}, ${ground.phrase}` };
}

function burlap(sk: Sketch) {
  // A 40 px tile of the 10 px weave: the same look, a sixteenth of the tiles to paint.
  const weave = sk.pattern(
    40,
    40,
    '<rect width="40" height="40" fill="#a8895c"/><path d="M0 2.5H40M0 7.5H40M0 12.5H40M0 17.5H40M0 22.5H40M0 27.5H40M0 32.5H40M0 37.5H40" stroke="#8a6d42" stroke-width="2.5"/><path d="M2.5 0V40M7.5 0V40M12.5 0V40M17.5 0V40M22.5 0V40M27.5 0V40M32.5 0V40M37.5 0V40" stroke="#bfa072" stroke-width="2" opacity="0.8"/>',
  );
  return { svg: `<rect width="${W}" height="${H}" fill="${weave}"/>`, phrase: 'set out on burlap' };
}

function stall(sk: Sketch) {
  const color = sk.rng.pick(['#5a3d28', '#4a3322', '#6b4a30']);
  let planks = `<rect width="${W}" height="${H}" fill="${color}"/>`;
  for (let y = 0; y < H; y += 100) {
    planks += `<rect y="${y}" width="${W}" height="96" fill="${shade(color, sk.rng.range(-0.1, 0.1))}"/>`;
  }
  return { svg: planks, phrase: 'on a wooden market stall' };
}

/** A slatted wooden crate, seen from above, filled to the brim. */
function crate(sk: Sketch, w: number, h: number, produce: Produce): string {
  const wood = sk.rng.pick(['#c79a63', '#b3814c', '#d6ae78']);
  const inset = 22;
  const iw = w - inset * 2;
  const ih = h - inset * 2;
  const clip = sk.clip(`<rect x="${r1(-iw / 2)}" y="${r1(-ih / 2)}" width="${r1(iw)}" height="${r1(ih)}"/>`);
  const inside = produce.heap ? produce.heap(sk, Math.max(iw, ih) / 2) : packed(sk, produce, iw, ih);
  const slats = `<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="6" fill="none" stroke="${wood}" stroke-width="${inset * 2}"/><path d="M${r1(-w / 2)} ${r1(-h / 2 + inset)}H${r1(w / 2)}M${r1(-w / 2)} ${r1(h / 2 - inset)}H${r1(w / 2)}" stroke="${shade(wood, -0.3)}" stroke-width="3"/><rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="6" fill="none" stroke="${shade(wood, -0.4)}" stroke-width="4"/>`;
  return `${shadow(0, 0, w / 2, h / 2, 0.7)}<rect x="${r1(-iw / 2)}" y="${r1(-ih / 2)}" width="${r1(iw)}" height="${r1(ih)}" fill="#2a1d12"/><g clip-path="${clip}">${inside}</g>${sk.item('holder-crate', 'wooden crate', slats)}`;
}

function roundHolder(sk: Sketch, holder: Holder, r: number, produce: Produce): string {
  const inner = r * (holder === 'sack' ? 0.8 : 0.86);
  const clip = sk.clip(`<circle r="${r1(inner)}"/>`);
  const inside = produce.heap ? produce.heap(sk, inner) : packed(sk, produce, inner * 2, inner * 2);
  let rim: string;
  if (holder === 'basket') {
    const weave = sk.pattern(
      22,
      22,
      '<rect width="22" height="22" fill="#b07c40"/><path d="M0 5.5H11M11 16.5H22" stroke="#7e5022" stroke-width="5"/><path d="M5.5 0V11M16.5 11V22" stroke="#d0a062" stroke-width="5"/>',
    );
    rim = `<circle r="${r1(r)}" fill="${weave}"/><circle r="${r1(r)}" fill="none" stroke="#6b4520" stroke-width="7"/>`;
  } else if (holder === 'bowl') {
    const steel = sk.radial(
      [
        [0.85, '#d9dde2'],
        [0.93, '#f4f6f8'],
        [1, '#8c9196'],
      ],
      { fx: 0.4, fy: 0.35 },
    );
    rim = `<circle r="${r1(r)}" fill="${steel}"/>`;
  } else {
    // A burlap sack with its top rolled down: a lumpy ring of coarse cloth.
    const cloth = sk.pattern(
      9,
      9,
      '<rect width="9" height="9" fill="#c2a271"/><path d="M0 2H9M0 6.5H9" stroke="#a08150" stroke-width="2"/><path d="M2 0V9M6.5 0V9" stroke="#d6ba8a" stroke-width="1.6"/>',
    );
    rim = `<path d="${blob(sk.rng, 0, 0, r, r, 0.06, 10)}" fill="${cloth}"/><path d="${blob(sk.rng, 0, 0, r * 0.92, r * 0.92, 0.05, 10)}" fill="none" stroke="#8a6d42" stroke-width="5" opacity="0.6"/>`;
  }
  const noun = HOLDER_WORDS[holder][0].replace(/^an? /, '');
  return `${shadow(0, 0, r, r, 0.7)}${sk.item(`holder-${holder}`, noun, rim)}<circle r="${r1(inner)}" fill="#2a1d12"/><g clip-path="${clip}">${inside}</g>`;
}

/** Pieces heaped edge to edge in offset rows, overflowing the holder a little (it is clipped). */
function packed(sk: Sketch, produce: Produce, w: number, h: number): string {
  const { rng } = sk;
  const s = produce.size ?? 80;
  const step = s * 0.86;
  let out = '';
  let row = 0;
  for (let y = -h / 2 - s * 0.2; y < h / 2 + s * 0.4; y += step * 0.87, row++) {
    for (let x = -w / 2 - s * 0.2 + (row % 2) * step * 0.5; x < w / 2 + s * 0.4; x += step) {
      const px = x + rng.range(-0.12, 0.12) * s;
      const py = y + rng.range(-0.12, 0.12) * s;
      out += `<g transform="translate(${r1(px)} ${r1(py)}) rotate(${r1(rng.range(0, 360))})">${produce.piece!(sk, s * rng.range(0.92, 1.08))}</g>`;
    }
  }
  return out;
}

function ball(sk: Sketch, color: string): string {
  return sk.radial(
    [
      [0, shade(color, 0.35)],
      [0.6, color],
      [1, shade(color, -0.35)],
    ],
    { fx: 0.35, fy: 0.3 },
  );
}

/** The shared gradients of each fruit colour, so a crate of forty tomatoes defines one, not forty. */
const gradients = new WeakMap<Sketch, Map<string, string>>();
function shaded(sk: Sketch, color: string): string {
  let known = gradients.get(sk);
  if (!known) {
    known = new Map();
    gradients.set(sk, known);
  }
  let fill = known.get(color);
  if (!fill) {
    fill = ball(sk, color);
    known.set(color, fill);
  }
  return fill;
}

function calyx(s: number, color = '#3f7a2a'): string {
  const d = Array.from({ length: 5 }, (_, i) => {
    const a = (i / 5) * Math.PI * 2;
    return `M0 0L${r1(Math.cos(a) * s)} ${r1(Math.sin(a) * s)}`;
  }).join('');
  return `<path d="${d}" stroke="${color}" stroke-width="${r1(s / 2.5)}" stroke-linecap="round"/>`;
}

function tomato(sk: Sketch, s: number): string {
  const r = s / 2;
  return `<circle r="${r1(r)}" fill="${shaded(sk, '#d2301f')}"/><g transform="translate(${r1(-r * 0.1)} ${r1(-r * 0.1)})">${calyx(r * 0.32)}</g>`;
}

function citrus(sk: Sketch, s: number, color: string, pointed: boolean): string {
  const r = s / 2;
  const shape = pointed
    ? `<path d="M${r1(-r * 1.1)} 0C${r1(-r * 0.9)} ${r1(-r * 0.95)} ${r1(r * 0.9)} ${r1(-r * 0.95)} ${r1(r * 1.1)} 0C${r1(r * 0.9)} ${r1(r * 0.95)} ${r1(-r * 0.9)} ${r1(r * 0.95)} ${r1(-r * 1.1)} 0Z" fill="${shaded(sk, color)}"/>`
    : `<circle r="${r1(r)}" fill="${shaded(sk, color)}"/><circle cx="${r1(-r * 0.15)}" cy="${r1(-r * 0.15)}" r="${r1(r * 0.07)}" fill="${shade(color, -0.4)}"/>`;
  return shape;
}

function eggplant(sk: Sketch, s: number): string {
  const l = s * 0.62;
  const w = s * 0.28;
  return `<path d="M${r1(-l)} 0C${r1(-l)} ${r1(-w * 1.3)} ${r1(l * 0.6)} ${r1(-w * 0.9)} ${r1(l * 0.8)} 0C${r1(l * 0.6)} ${r1(w * 0.9)} ${r1(-l)} ${r1(w * 1.3)} ${r1(-l)} 0Z" fill="${shaded(sk, '#4a1f4e')}"/><path d="M${r1(l * 0.55)} ${r1(-w * 0.6)}L${r1(l * 0.85)} 0L${r1(l * 0.55)} ${r1(w * 0.6)}L${r1(l * 0.7)} 0Z" fill="#4f7d2c"/><path d="M${r1(l * 0.8)} 0H${r1(l * 1.05)}" stroke="#4f7d2c" stroke-width="${r1(w * 0.25)}" stroke-linecap="round"/>`;
}

function pepper(sk: Sketch, s: number): string {
  const r = s / 2;
  const color = sk.rng.pick(['#c8261c', '#e8b21c', '#3f8a2a', '#d8561c']);
  const lobes = Array.from({ length: 4 }, (_, i) => {
    const a = (i / 4) * Math.PI * 2 + Math.PI / 4;
    return `<circle cx="${r1(Math.cos(a) * r * 0.32)}" cy="${r1(Math.sin(a) * r * 0.32)}" r="${r1(r * 0.66)}" fill="${shaded(sk, color)}"/>`;
  }).join('');
  return `${lobes}<circle r="${r1(r * 0.16)}" fill="#3f6a22"/>`;
}

function onion(sk: Sketch, s: number): string {
  const r = s / 2;
  const streaks = [-0.5, -0.2, 0.15, 0.45]
    .map((t) => `M${r1(t * r)} ${r1(-r * 0.85)}Q${r1(t * r * 1.6)} 0 ${r1(t * r)} ${r1(r * 0.85)}`)
    .join('');
  return `<circle r="${r1(r)}" fill="${shaded(sk, '#8a2a5a')}"/><path d="${streaks}" fill="none" stroke="#c26a98" stroke-width="2" opacity="0.6"/><circle r="${r1(r * 0.1)}" fill="#d9c6a0"/>`;
}

function potato(sk: Sketch, s: number): string {
  const r = s / 2;
  return `<path d="${blob(sk.rng, 0, 0, r * 1.1, r * 0.8, 0.1, 8)}" fill="${shaded(sk, '#b58a55')}"/>${dots(
    [
      [-r * 0.3, -r * 0.2],
      [r * 0.35, r * 0.1],
      [0, r * 0.35],
    ],
    '#7a5a32',
    r / 8,
    0.7,
  )}`;
}

function pomegranate(sk: Sketch, s: number): string {
  const r = s / 2;
  return `<circle r="${r1(r)}" fill="${shaded(sk, '#9e1b2a')}"/><g transform="translate(${r1(r * 0.1)} ${r1(-r * 0.05)})"><circle r="${r1(r * 0.2)}" fill="#6e1220"/>${calyx(r * 0.26, '#7a1a26')}</g>`;
}

function apple(sk: Sketch, s: number): string {
  const r = s / 2;
  const color = sk.rng.pick(['#c2281e', '#a8281e', '#8fb03a']);
  return `<circle r="${r1(r)}" fill="${shaded(sk, color)}"/><path d="M0 0l${r1(r * 0.12)} ${r1(-r * 0.3)}" stroke="#5a3a1a" stroke-width="4" stroke-linecap="round"/><path d="M${r1(r * 0.1)} ${r1(-r * 0.25)}q${r1(r * 0.3)} ${r1(-r * 0.2)} ${r1(r * 0.45)} 0q${r1(-r * 0.2)} ${r1(r * 0.15)} ${r1(-r * 0.45)} 0Z" fill="#4f8a2a"/>`;
}

function glossyOval(sk: Sketch, s: number, color: string): string {
  const r = s / 2;
  return `<ellipse rx="${r1(r * 1.15)}" ry="${r1(r * 0.75)}" fill="${shaded(sk, color)}"/>`;
}

function chili(sk: Sketch, s: number): string {
  const l = s * 0.6;
  return `<path d="M${r1(-l)} 0C${r1(-l * 0.4)} ${r1(-l * 0.22)} ${r1(l * 0.5)} ${r1(-l * 0.18)} ${r1(l)} ${r1(-l * 0.02)}C${r1(l * 0.5)} ${r1(l * 0.1)} ${r1(-l * 0.4)} ${r1(l * 0.14)} ${r1(-l)} 0Z" fill="${shaded(sk, '#c8231a')}"/><path d="M${r1(-l)} 0l${r1(-l * 0.18)} ${r1(-l * 0.08)}" stroke="#3f6a22" stroke-width="${r1(l / 9)}" stroke-linecap="round"/>`;
}

/** A soft mound of ground spice with a few darker and lighter specks. */
function powder(sk: Sketch, r: number, color: string): string {
  const mound = sk.radial(
    [
      [0, shade(color, 0.25)],
      [0.7, color],
      [1, shade(color, -0.25)],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  const specks = (c: string, n: number, size: number) =>
    dots(
      Array.from({ length: n }, () => {
        const a = sk.rng.range(0, Math.PI * 2);
        const d = r * Math.sqrt(sk.rng.next()) * 0.95;
        return [Math.cos(a) * d, Math.sin(a) * d];
      }),
      c,
      size,
      0.6,
    );
  return `<circle r="${r1(r)}" fill="${mound}"/>${specks(shade(color, -0.35), 80, 3)}${specks(shade(color, 0.35), 60, 2.5)}`;
}

function seeds(sk: Sketch, r: number, color: string, size: number): string {
  const pts = (n: number) =>
    Array.from({ length: n }, () => {
      const a = sk.rng.range(0, Math.PI * 2);
      const d = r * Math.sqrt(sk.rng.next());
      return [Math.cos(a) * d, Math.sin(a) * d] as [number, number];
    });
  const count = Math.round(((r * r) / (size * size)) * 2.2);
  return `<circle r="${r1(r)}" fill="${shade(color, -0.3)}"/>${dots(pts(count), shade(color, -0.15), size)}${dots(pts(Math.round(count * 0.7)), color, size * 0.8)}${dots(pts(Math.round(count * 0.3)), shade(color, 0.35), size * 0.35)}`;
}

function riceHeap(sk: Sketch, r: number): string {
  const pts = Array.from({ length: Math.round(r * 5) }, () => {
    const a = sk.rng.range(0, Math.PI * 2);
    const d = r * Math.sqrt(sk.rng.next());
    return [Math.cos(a) * d, Math.sin(a) * d] as [number, number];
  });
  return `<circle r="${r1(r)}" fill="#e9dfc8"/>${grains(sk.rng, pts, '#cfc2a4', 16, 6)}${grains(sk.rng, pts.slice(0, Math.round(pts.length * 0.7)), '#fbf6ea', 14, 4.5)}`;
}
