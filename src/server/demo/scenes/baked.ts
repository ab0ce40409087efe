import { croissant } from './coffee';
import { dots, leaves } from './food';
import { capitalize, type SceneDrawing } from './scene-kit';
import { blob, listPhrase, r1, type Sketch, shade, shadow, spreadInDisc } from './sketch';
import { drawSurface, vignette } from './surfaces';

export type BakeKind =
  | 'simit'
  | 'baklava'
  | 'kunafa'
  | 'maamoul'
  | 'long-flatbread'
  | 'round-loaves'
  | 'croissants'
  | 'cream-rolls'
  | 'cookies'
  | 'borek'
  | 'bolani';

type Holder = 'tray' | 'round-tray' | 'board' | 'basket';

interface Bake {
  phrase: string;
  holder: Holder;
  /** Pieces laid out in rows, each drawn around (0, 0) at `size`; or one whole-tray bake (`fill`). */
  piece?: (sk: Sketch, size: number) => string;
  /** How much longer than wide one piece is (it gets a wider cell). */
  aspect?: number;
  /** About how big a piece is laid out, in pixels; small cookies are smaller than loaves. */
  spacing?: number;
  fill?: (sk: Sketch, w: number, h: number) => string;
}

const BAKES: Record<BakeKind, Bake> = {
  simit: { phrase: 'sesame bread rings', holder: 'tray', piece: (sk, s) => simit(sk, s) },
  baklava: { phrase: 'diamond-cut baklava with pistachios', holder: 'tray', fill: (sk, w, h) => baklava(sk, w, h) },
  kunafa: { phrase: 'golden kunafa topped with pistachios', holder: 'round-tray', fill: (sk, w) => kunafa(sk, w / 2) },
  maamoul: { phrase: 'patterned maamoul cookies', holder: 'board', spacing: 130, piece: (sk, s) => maamoul(sk, s) },
  'long-flatbread': {
    phrase: 'long ridged flatbreads',
    holder: 'board',
    aspect: 2.6,
    piece: (sk, s) => longFlatbread(sk, s),
  },
  'round-loaves': { phrase: 'round scored loaves', holder: 'basket', piece: (sk, s) => roundLoaf(sk, s) },
  croissants: { phrase: 'croissants', holder: 'tray', aspect: 1.4, piece: (sk, s) => croissant(sk, s * 0.9) },
  'cream-rolls': {
    phrase: 'cream-filled pastry rolls',
    holder: 'tray',
    aspect: 2,
    piece: (sk, s) => creamRoll(sk, s),
  },
  cookies: {
    phrase: 'small round cookies with pistachios',
    holder: 'board',
    spacing: 100,
    piece: (sk, s) => cookie(sk, s),
  },
  borek: { phrase: 'coiled börek', holder: 'round-tray', fill: (sk, w) => borek(sk, w / 2) },
  bolani: { phrase: 'half-moon stuffed flatbreads', holder: 'board', aspect: 1.4, piece: (sk, s) => bolani(sk, s) },
};

const HOLDERS: Record<Holder, string> = {
  tray: 'a baking tray',
  'round-tray': 'a round copper tray',
  board: 'a wooden board',
  basket: 'a wicker basket',
};

/** Where one holder goes: centre, size and a small turn. */
type Place = { x: number; y: number; w: number; h: number; turn: number };
const LAYOUTS: Place[][] = [
  [{ x: 600, y: 400, w: 860, h: 560, turn: -4 }],
  [
    { x: 340, y: 400, w: 470, h: 620, turn: -5 },
    { x: 870, y: 410, w: 470, h: 620, turn: 4 },
  ],
  [
    { x: 420, y: 400, w: 640, h: 560, turn: 3 },
    { x: 960, y: 420, w: 380, h: 520, turn: -6 },
  ],
];

/** What a bakery bakes. */
export interface BakeryHint {
  bakes: BakeKind[];
}

const ANY_BAKERY: BakeryHint = { bakes: ['round-loaves', 'croissants', 'cookies', 'simit', 'baklava'] };

/** Trays, boards and baskets of one bakery's goods, from above. */
export function drawBakedGoods(sk: Sketch, given?: BakeryHint, index = 0): SceneDrawing {
  const { rng } = sk;
  const hint = given ?? ANY_BAKERY;
  const turn = (given ? index : rng.int(0, hint.bakes.length - 1)) % hint.bakes.length;
  const surface = drawSurface(sk, ['wood', 'marble', 'linen', 'slate']);
  let body = sk.item('surface', surface.phrase, surface.svg);
  body += dots(
    spreadInDisc(rng, 60, 500, 1).map(([x, y]) => [x + 600, y + 400]),
    '#fff',
    4,
    0.25,
  );

  const wanted = [...hint.bakes.slice(turn), ...hint.bakes.slice(0, turn)];
  const layout = hint.bakes.length > 1 ? rng.pick(LAYOUTS.slice(1)) : LAYOUTS[0]!;
  const shown: string[] = [];
  layout.forEach((place, i) => {
    const kind = wanted[i % wanted.length]!;
    const bake = BAKES[kind];
    const round = bake.holder === 'round-tray' || bake.holder === 'basket';
    const w = round ? Math.min(place.w, place.h) : place.w;
    const h = round ? w : place.h;
    const phrase = `${HOLDERS[bake.holder]} of ${bake.phrase}`;
    const holder = drawHolder(sk, bake.holder, w, h);
    const goods = bake.fill
      ? bake.fill(sk, holder.innerW, holder.innerH)
      : laidOut(sk, bake, holder.innerW, holder.innerH, round);
    body += `<g transform="translate(${place.x} ${place.y}) rotate(${place.turn + r1(rng.range(-3, 3))})">${sk.item(kind, phrase, holder.svg + goods)}</g>`;
    shown.push(phrase);
  });
  body += vignette(sk, 0.45);
  return { body, caption: `${capitalize(listPhrase(shown))}, on ${surface.phrase}` };
}

function drawHolder(sk: Sketch, holder: Holder, w: number, h: number): { svg: string; innerW: number; innerH: number } {
  const { rng } = sk;
  if (holder === 'tray') {
    const metal = sk.linear(
      [
        [0, '#6d7176'],
        [1, '#3c3f43'],
      ],
      { x2: 1, y2: 1 },
    );
    const paper = rng.chance(0.5)
      ? `<rect x="${r1(-w / 2 + 30)}" y="${r1(-h / 2 + 30)}" width="${r1(w - 60)}" height="${r1(h - 60)}" rx="6" fill="#eee2c6"/>`
      : '';
    return {
      svg: `${shadow(0, 0, w / 2, h / 2, 0.65)}<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="22" fill="${metal}"/><rect x="${r1(-w / 2 + 16)}" y="${r1(-h / 2 + 16)}" width="${r1(w - 32)}" height="${r1(h - 32)}" rx="12" fill="#4a4d52"/>${paper}`,
      innerW: w - 80,
      innerH: h - 80,
    };
  }
  if (holder === 'round-tray') {
    const r = w / 2;
    const copper = sk.radial(
      [
        [0.85, '#c26b34'],
        [0.95, '#e59a5e'],
        [1, '#8a4218'],
      ],
      { fx: 0.4, fy: 0.35 },
    );
    return {
      svg: `${shadow(0, 0, r, r, 0.65)}<circle r="${r1(r)}" fill="${copper}"/><circle r="${r1(r * 0.88)}" fill="#7a3e18"/>`,
      innerW: w * 0.86,
      innerH: w * 0.86,
    };
  }
  if (holder === 'board') {
    const color = rng.pick(['#b88654', '#9a6a3e', '#c9a06a']);
    const grain = Array.from({ length: 9 }, (_, i) => {
      const y = -h / 2 + ((i + 0.5) / 9) * h;
      return `M${r1(-w / 2 + 10)} ${r1(y)}q${r1(w / 4)} ${r1(rng.range(-8, 8))} ${r1(w / 2)} 0t${r1(w / 2 - 20)} 0`;
    }).join('');
    return {
      svg: `${shadow(0, 0, w / 2, h / 2, 0.65)}<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="28" fill="${color}"/><path d="${grain}" fill="none" stroke="${shade(color, -0.3)}" stroke-width="2" opacity="0.4"/><rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="28" fill="none" stroke="${shade(color, -0.25)}" stroke-width="6"/>`,
      innerW: w - 70,
      innerH: h - 70,
    };
  }
  // A round wicker basket lined with a cloth.
  const r = w / 2;
  const weave = sk.pattern(
    24,
    24,
    '<rect width="24" height="24" fill="#a8763e"/><path d="M0 6H12M12 18H24" stroke="#7a4f22" stroke-width="5"/><path d="M6 0V12M18 12V24" stroke="#c9965a" stroke-width="5"/>',
  );
  const cloth = rng.pick(['#e9e1cf', '#c94a3a', '#3f63a3', '#7d9a6a']);
  return {
    svg: `${shadow(0, 0, r, r, 0.65)}<circle r="${r1(r)}" fill="${weave}"/><circle r="${r1(r)}" fill="none" stroke="#6b4520" stroke-width="8"/><path d="${blob(rng, 0, 0, r * 0.86, r * 0.86, 0.05, 12)}" fill="${cloth}"/><path d="${blob(rng, 0, 0, r * 0.8, r * 0.8, 0.06, 10)}" fill="#000" opacity="0.12"/>`,
    innerW: w * 0.76,
    innerH: w * 0.76,
  };
}

/** Pieces in rows across the holder (or heaped in a round one), each nudged and turned a little. */
function laidOut(sk: Sketch, bake: Bake, w: number, h: number, round: boolean): string {
  const { rng } = sk;
  const piece = (x: number, y: number, size: number) =>
    `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(rng.range(-12, 12))})">${bake.piece!(sk, size)}</g>`;
  if (round) {
    // A ring of pieces, with one more in the middle when there is room; they overlap like a heap.
    const R = w / 2;
    const n = R > 200 ? rng.int(5, 7) : rng.int(3, 4);
    const size = R * (n <= 4 ? 0.9 : 0.62);
    const ring = n <= 4 ? n : n - 1;
    const turn = rng.range(0, Math.PI * 2);
    let out = '';
    for (let i = 0; i < ring; i++) {
      const a = turn + (i / ring) * Math.PI * 2;
      const d = R * (n <= 4 ? 0.45 : 0.6);
      out += piece(Math.cos(a) * d, Math.sin(a) * d, size);
    }
    return n > 4 ? out + piece(0, 0, size) : out;
  }
  const aspect = bake.aspect ?? 1;
  const target = (bake.spacing ?? 145) * rng.range(0.88, 1.12);
  const cols = Math.max(1, Math.floor(w / (target * aspect)));
  const rows = Math.max(1, Math.floor(h / target));
  const cw = w / cols;
  const ch = h / rows;
  const size = Math.min(cw / aspect, ch) * 0.86;
  let out = '';
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < cols; col++) {
      out += piece(
        -w / 2 + cw * (col + 0.5) + rng.range(-0.05, 0.05) * cw,
        -h / 2 + ch * (row + 0.5) + rng.range(-0.05, 0.05) * ch,
        size,
      );
    }
  }
  return out;
}

function golden(sk: Sketch, light = '#f2c272', mid = '#d18f3e', dark = '#8e5420'): string {
  return sk.radial(
    [
      [0, light],
      [0.75, mid],
      [1, dark],
    ],
    { fx: 0.38, fy: 0.32 },
  );
}

function ring(r: number, hole: number): string {
  return `M${r1(r)} 0A${r1(r)} ${r1(r)} 0 1 0 ${r1(-r)} 0A${r1(r)} ${r1(r)} 0 1 0 ${r1(r)} 0ZM${r1(hole)} 0A${r1(hole)} ${r1(hole)} 0 1 1 ${r1(-hole)} 0A${r1(hole)} ${r1(hole)} 0 1 1 ${r1(hole)} 0Z`;
}

function simit(sk: Sketch, s: number): string {
  const r = s / 2;
  const sesame = spreadInDisc(sk.rng, 70, r * 0.95, 0.9).filter(([x, y]) => Math.hypot(x, y) > r * 0.5);
  return `${shadow(0, 0, r, r, 0.55)}<path d="${ring(r, r * 0.45)}" fill-rule="evenodd" fill="${golden(sk, '#c9793a', '#a85a24', '#6e3410')}"/>${dots(sesame, '#f4e2b0', r / 16)}`;
}

function maamoul(sk: Sketch, s: number): string {
  const r = s * 0.45;
  const grooves = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `M${r1(Math.cos(a) * r * 0.25)} ${r1(Math.sin(a) * r * 0.25)}L${r1(Math.cos(a) * r * 0.85)} ${r1(Math.sin(a) * r * 0.85)}`;
  }).join('');
  return `${shadow(0, 0, r, r, 0.5)}<circle r="${r1(r)}" fill="${golden(sk, '#f6e2b8', '#e6c48a', '#b88a4a')}"/><path d="${grooves}" stroke="#b98b4a" stroke-width="${r1(r / 10)}" stroke-linecap="round"/><circle r="${r1(r * 0.2)}" fill="#c99a58"/>${dots(spreadInDisc(sk.rng, 14, r * 0.8, 0.9), '#fff', r / 10, 0.7)}`;
}

function longFlatbread(sk: Sketch, s: number): string {
  const w = s * 2.4;
  const h = s * 0.8;
  const ridges = Array.from({ length: 5 }, (_, i) => {
    const y = -h / 2 + ((i + 1) / 6) * h;
    return `M${r1(-w * 0.4)} ${r1(y)}H${r1(w * 0.4)}`;
  }).join('');
  const seeds = Array.from(
    { length: 40 },
    () => [sk.rng.range(-w * 0.42, w * 0.42), sk.rng.range(-h * 0.38, h * 0.38)] as [number, number],
  );
  return `${shadow(0, 0, w / 2, h / 2, 0.5)}<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="${r1(h / 2)}" fill="${golden(sk, '#f0c27a', '#d99a4a', '#9a5a22')}"/><path d="${ridges}" stroke="#9a5a22" stroke-width="${r1(h / 14)}" stroke-linecap="round" opacity="0.75"/>${dots(seeds, '#2a2118', h / 22)}`;
}

function roundLoaf(sk: Sketch, s: number): string {
  const r = s * 0.48;
  const slashes = [-0.35, 0, 0.35]
    .map(
      (t) =>
        `M${r1(-r * 0.45)} ${r1(t * r - r * 0.15)}Q0 ${r1(t * r - r * 0.3)} ${r1(r * 0.45)} ${r1(t * r - r * 0.15)}`,
    )
    .join('');
  return `${shadow(0, 0, r, r, 0.55)}<path d="${blob(sk.rng, 0, 0, r, r * 0.95, 0.04, 9)}" fill="${golden(sk, '#d9984e', '#b06a2c', '#6e3a14')}"/><path d="${slashes}" fill="none" stroke="#f0cf95" stroke-width="${r1(r / 9)}" stroke-linecap="round"/>${dots(spreadInDisc(sk.rng, 20, r * 0.7, 0.9), '#fff', r / 16, 0.45)}`;
}

function creamRoll(sk: Sketch, s: number): string {
  const w = s * 1.9;
  const h = s * 0.62;
  const layers = [-0.25, 0, 0.25].map((t) => `M${r1(-w * 0.32)} ${r1(t * h)}H${r1(w * 0.32)}`).join('');
  return `${shadow(0, 0, w / 2, h / 2, 0.5)}<rect x="${r1(-w * 0.42)}" y="${r1(-h / 2)}" width="${r1(w * 0.84)}" height="${r1(h)}" rx="${r1(h * 0.3)}" fill="${golden(sk)}"/><path d="${layers}" stroke="#b9782e" stroke-width="3" opacity="0.6"/><ellipse cx="${r1(-w * 0.45)}" rx="${r1(h * 0.25)}" ry="${r1(h * 0.45)}" fill="#fbf6ea"/><ellipse cx="${r1(w * 0.45)}" rx="${r1(h * 0.25)}" ry="${r1(h * 0.45)}" fill="#fbf6ea"/>${dots(
    [
      [-w * 0.47, 0],
      [w * 0.47, -h * 0.1],
      [w * 0.44, h * 0.15],
    ],
    '#6f9a3a',
    h / 7,
  )}`;
}

function cookie(sk: Sketch, s: number): string {
  const r = s * 0.36;
  return `${shadow(0, 0, r, r, 0.45)}<path d="${blob(sk.rng, 0, 0, r, r, 0.05, 8)}" fill="${golden(sk, '#f3dcaa', '#e2bd7a', '#b88a4a')}"/><path d="M${r1(-r * 0.4)} ${r1(-r * 0.2)}l${r1(r * 0.3)} ${r1(r * 0.15)}M${r1(r * 0.1)} ${r1(r * 0.4)}l${r1(r * 0.25)} ${r1(-r * 0.2)}" stroke="#c39a5a" stroke-width="2"/><ellipse rx="${r1(r * 0.24)}" ry="${r1(r * 0.16)}" fill="#7aa34a" stroke="#55762e" stroke-width="2"/>`;
}

function bolani(sk: Sketch, s: number): string {
  const r = s * 0.62;
  const crimp = Array.from({ length: 11 }, (_, i) => {
    const a = Math.PI + (i / 10) * Math.PI;
    return [Math.cos(a) * r * 0.9, Math.sin(a) * r * 0.9 + r * 0.25] as [number, number];
  });
  const char = dots(
    spreadInDisc(sk.rng, 8, r * 0.45, 0.8).map(([x, y]) => [x, y - r * 0.15]),
    '#7a4415',
    r / 9,
    0.5,
  );
  return `${shadow(0, -r * 0.2, r, r * 0.6, 0.5)}<path d="M${r1(-r)} ${r1(r * 0.25)}A${r1(r)} ${r1(r)} 0 0 1 ${r1(r)} ${r1(r * 0.25)}Z" fill="${golden(sk, '#f0c27a', '#d6953f', '#9a5a22')}"/>${char}${dots(crimp, '#b77a36', r / 10)}${leaves(sk, r * 0.1, 1, 0.6)}`;
}

function baklava(sk: Sketch, w: number, h: number): string {
  const clip = sk.clip(`<rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" rx="8"/>`);
  const syrup = sk.linear(
    [
      [0, '#e7b25a'],
      [1, '#b8742a'],
    ],
    { x2: 1, y2: 1 },
  );
  const step = 95;
  let lines = '';
  let nuts: [number, number][] = [];
  for (let k = -w - h; k <= w + h; k += step) {
    lines += `M${r1(k - h)} ${r1(-h)}L${r1(k + h)} ${r1(h)}M${r1(k + h)} ${r1(-h)}L${r1(k - h)} ${r1(h)}`;
  }
  for (let y = -h / 2 + step / 4; y < h / 2; y += step / 2) {
    const offset = Math.round((y + h) / (step / 2)) % 2 === 0 ? 0 : step / 2;
    for (let x = -w / 2 + offset; x < w / 2; x += step) nuts.push([x, y]);
  }
  nuts = nuts.filter(([x, y]) => Math.abs(x) < w / 2 - 15 && Math.abs(y) < h / 2 - 15);
  return `<g clip-path="${clip}"><rect x="${r1(-w / 2)}" y="${r1(-h / 2)}" width="${r1(w)}" height="${r1(h)}" fill="${syrup}"/><path d="${lines}" stroke="#7a4412" stroke-width="5" opacity="0.8"/><path d="${lines}" stroke="#f6d48a" stroke-width="2" opacity="0.5" transform="translate(3 3)"/>${dots(nuts, '#4f7a2a', 20)}${dots(nuts, '#86b04a', 13)}</g>`;
}

function kunafa(sk: Sketch, r: number): string {
  const { rng } = sk;
  const base = sk.radial([
    [0, '#f0a040'],
    [1, '#c56a1e'],
  ]);
  const strands = (color: string, count: number, width: number) => {
    const d = spreadInDisc(rng, count, r * 0.96, 1)
      .map(([x, y]) => {
        const a = rng.range(0, Math.PI);
        const l = rng.range(10, 22);
        return `M${r1(x)} ${r1(y)}l${r1(Math.cos(a) * l)} ${r1(Math.sin(a) * l)}`;
      })
      .join('');
    return `<path d="${d}" stroke="${color}" stroke-width="${width}" stroke-linecap="round"/>`;
  };
  return `<circle r="${r1(r)}" fill="${base}"/>${strands('#a9561a', 500, 3)}${strands('#f7b95e', 450, 2.5)}${dots(spreadInDisc(rng, 60, r * 0.35, 0.9), '#6f9a3a', 9)}${dots(spreadInDisc(rng, 30, r * 0.3, 0.9), '#a9c96a', 5)}`;
}

function borek(sk: Sketch, r: number): string {
  let d = '';
  const turns = 4;
  for (let t = 0.4; t <= turns * Math.PI * 2; t += 0.2) {
    const rr = (t / (turns * Math.PI * 2)) * r * 0.9;
    d += `${d ? 'L' : 'M'}${r1(Math.cos(t) * rr)} ${r1(Math.sin(t) * rr)}`;
  }
  const seeds = spreadInDisc(sk.rng, 80, r * 0.85, 0.9);
  return `<path d="${d}" fill="none" stroke="#8a4d1a" stroke-width="${r1(r / 4.6)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#e0a452" stroke-width="${r1(r / 5.6)}" stroke-linecap="round" stroke-linejoin="round"/><path d="${d}" fill="none" stroke="#f6d38e" stroke-width="${r1(r / 22)}" stroke-linecap="round" transform="translate(-3 -3)" opacity="0.8"/>${dots(seeds.slice(0, 50), '#f4e2b0', 5)}${dots(seeds.slice(50), '#2a2118', 4)}`;
}
