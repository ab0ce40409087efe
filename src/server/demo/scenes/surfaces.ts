import { a } from './scene-kit';
import { SCENE_HEIGHT as H, mix, r1, type Sketch, shade, smoothClosedPath, SCENE_WIDTH as W } from './sketch';

/** What a top-down picture is laid on: a table, a cloth or a counter. */
export type SurfaceKind = 'wood' | 'linen' | 'marble' | 'slate' | 'tiles' | 'gingham';

export interface Surface {
  svg: string;
  /** How the caption names it, e.g. 'a walnut table'. */
  phrase: string;
}

const WOODS = [
  { name: 'walnut', color: '#6e4a30' },
  { name: 'oak', color: '#a8784a' },
  { name: 'pale ash', color: '#c9a77c' },
  { name: 'dark teak', color: '#4f3424' },
];
const LINENS = [
  { name: 'sage-green', color: '#93a584' },
  { name: 'cream', color: '#ece3d0' },
  { name: 'terracotta', color: '#b9694a' },
  { name: 'indigo', color: '#3c4a6e' },
  { name: 'dusty-rose', color: '#c99a96' },
  { name: 'mustard', color: '#c9a03c' },
];
const TILES = [
  { name: 'blue-tiled', colors: ['#2f5d8a', '#3a6f9e', '#28507a', '#4a7fae'] },
  { name: 'green-tiled', colors: ['#2f6b5a', '#3d7d69', '#275b4c', '#4b8a74'] },
  { name: 'turquoise-tiled', colors: ['#2b8a8a', '#3a9d9b', '#237474', '#48aaa6'] },
];
const GINGHAMS = [
  { name: 'red', color: '#b73a35' },
  { name: 'blue', color: '#3f63a3' },
  { name: 'green', color: '#4c7d48' },
];

export function drawSurface(sk: Sketch, kinds: readonly SurfaceKind[]): Surface {
  const kind = sk.rng.pick(kinds);
  switch (kind) {
    case 'wood':
      return wood(sk);
    case 'linen':
      return linen(sk);
    case 'marble':
      return marble(sk);
    case 'slate':
      return slate(sk);
    case 'tiles':
      return tiles(sk);
    case 'gingham':
      return gingham(sk);
  }
}

/** A soft darkening towards the corners and a little light from the top left, like a photograph. */
export function vignette(sk: Sketch, strength = 0.45): string {
  const dark = sk.radial(
    [
      [0.55, '#000', 0],
      [1, '#000', strength],
    ],
    { r: 0.75 },
  );
  const light = sk.linear(
    [
      [0, '#fff8e8', 0.14],
      [0.6, '#fff8e8', 0],
    ],
    { x2: 1, y2: 1 },
  );
  return `<rect width="${W}" height="${H}" fill="${light}"/><rect width="${W}" height="${H}" fill="${dark}"/>`;
}

function wood(sk: Sketch): Surface {
  const { rng } = sk;
  const tone = rng.pick(WOODS);
  const vertical = rng.chance(0.5);
  const plank = rng.range(150, 230);
  const span = vertical ? W : H;
  const across = vertical ? H : W;
  let body = `<rect width="${W}" height="${H}" fill="${tone.color}"/>`;
  for (let start = -rng.range(0, plank); start < span; start += plank) {
    const color = shade(tone.color, rng.range(-0.12, 0.1));
    const rect = vertical
      ? `x="${r1(start)}" y="0" width="${r1(plank)}" height="${H}"`
      : `x="0" y="${r1(start)}" width="${W}" height="${r1(plank)}"`;
    body += `<rect ${rect} fill="${color}"/>`;
    // Grain: long gentle waves along the plank.
    let grain = '';
    for (let g = 0; g < 6; g++) {
      const offset = start + rng.range(8, plank - 8);
      const amp = rng.range(2, 9);
      const wave = rng.range(180, 420);
      let d = '';
      for (let t = -40; t <= across + 40; t += 40) {
        const o = offset + Math.sin(t / wave + g) * amp;
        d += `${d ? 'L' : 'M'}${vertical ? `${r1(o)} ${t}` : `${t} ${r1(o)}`}`;
      }
      grain += `<path d="${d}" fill="none" stroke="${shade(color, -0.35)}" stroke-width="${r1(rng.range(1.2, 3.2))}" opacity="${r1(rng.range(0.15, 0.35) * 100) / 100}"/>`;
    }
    body += grain;
    const seam = vertical ? `M${r1(start)} 0V${H}` : `M0 ${r1(start)}H${W}`;
    body += `<path d="${seam}" stroke="${shade(tone.color, -0.55)}" stroke-width="4" opacity="0.7"/>`;
  }
  return { svg: body, phrase: a(`${tone.name} table`) };
}

function linen(sk: Sketch): Surface {
  const { rng } = sk;
  const tone = rng.pick(LINENS);
  const weave = sk.pattern(
    8,
    8,
    `<path d="M0 2H8M0 6H8" stroke="${shade(tone.color, -0.25)}" stroke-width="1" opacity="0.25"/><path d="M2 0V8M6 0V8" stroke="${shade(tone.color, 0.25)}" stroke-width="1" opacity="0.25"/>`,
  );
  // Broad soft folds in the cloth.
  const folds = Array.from({ length: 3 }, () => {
    const x = rng.range(-200, W);
    const fold = sk.linear(
      [
        [0, '#000', 0],
        [0.5, rng.chance(0.5) ? '#000' : '#fff', 0.1],
        [1, '#000', 0],
      ],
      { x2: 1, y2: 0 },
    );
    return `<rect x="${r1(x)}" y="-200" width="${r1(rng.range(140, 260))}" height="${H + 400}" fill="${fold}" transform="rotate(${r1(rng.range(-25, 25))} ${r1(x)} ${H / 2})"/>`;
  }).join('');
  return {
    svg: `<rect width="${W}" height="${H}" fill="${tone.color}"/><rect width="${W}" height="${H}" fill="${weave}"/>${folds}`,
    phrase: a(`${tone.name} linen tablecloth`),
  };
}

function marble(sk: Sketch): Surface {
  const { rng } = sk;
  const grey = rng.chance(0.5);
  const base = grey ? '#d9d7d3' : '#efebe4';
  const vein = grey ? '#8f8b86' : '#b8afa3';
  let veins = '';
  for (let v = 0; v < 7; v++) {
    let x = rng.range(-100, W);
    let y = rng.range(-50, H);
    let d = `M${r1(x)} ${r1(y)}`;
    const dir = rng.range(0, Math.PI * 2);
    for (let s = 0; s < 14; s++) {
      const a = dir + rng.range(-0.7, 0.7);
      x += Math.cos(a) * 70;
      y += Math.sin(a) * 70;
      d += `L${r1(x)} ${r1(y)}`;
    }
    veins += `<path d="${d}" fill="none" stroke="${vein}" stroke-width="${r1(rng.range(1, 4))}" stroke-linejoin="round" opacity="${r1(rng.range(0.12, 0.3) * 100) / 100}"/>`;
  }
  const clouds = Array.from({ length: 5 }, () => {
    const cloud = sk.radial([
      [0, shade(vein, 0.3), 0.35],
      [1, shade(vein, 0.3), 0],
    ]);
    return `<ellipse cx="${r1(rng.range(0, W))}" cy="${r1(rng.range(0, H))}" rx="${r1(rng.range(150, 400))}" ry="${r1(rng.range(80, 220))}" fill="${cloud}"/>`;
  }).join('');
  return {
    svg: `<rect width="${W}" height="${H}" fill="${base}"/>${clouds}${veins}`,
    phrase: grey ? 'a grey marble counter' : 'a white marble counter',
  };
}

function slate(sk: Sketch): Surface {
  const { rng } = sk;
  const base = rng.pick(['#3a3f45', '#33383d', '#41403d']);
  const mottling = Array.from({ length: 14 }, () => {
    const cx = rng.range(0, W);
    const cy = rng.range(0, H);
    return `<path d="${smoothClosedPath(
      Array.from({ length: 7 }, (_, i) => {
        const a = (i / 7) * Math.PI * 2;
        const k = rng.range(0.6, 1.3);
        return [cx + Math.cos(a) * 160 * k, cy + Math.sin(a) * 90 * k] as const;
      }),
    )}" fill="${rng.chance(0.5) ? shade(base, 0.08) : shade(base, -0.12)}" opacity="0.35"/>`;
  }).join('');
  return { svg: `<rect width="${W}" height="${H}" fill="${base}"/>${mottling}`, phrase: 'a dark slate table' };
}

function tiles(sk: Sketch): Surface {
  const { rng } = sk;
  const set = rng.pick(TILES);
  const size = rng.range(90, 130);
  const grout = '#e8e1d4';
  // One glaze per colour, shared by its tiles; a faint wash on some tiles keeps them from looking printed.
  const glazes = set.colors.map((color) =>
    sk.linear(
      [
        [0, shade(color, 0.18)],
        [1, shade(color, -0.1)],
      ],
      { x2: 1, y2: 1 },
    ),
  );
  let body = `<rect width="${W}" height="${H}" fill="${grout}"/>`;
  for (let y = -rng.range(0, size); y < H; y += size) {
    for (let x = -rng.range(0, size); x < W; x += size) {
      const box = `x="${r1(x + 3)}" y="${r1(y + 3)}" width="${r1(size - 6)}" height="${r1(size - 6)}" rx="4"`;
      body += `<rect ${box} fill="${rng.pick(glazes)}"/>`;
      if (rng.chance(0.3)) body += `<rect ${box} fill="#fff" opacity="${r1(rng.range(0.04, 0.1) * 100) / 100}"/>`;
    }
  }
  return { svg: body, phrase: a(`${set.name} table`) };
}

function gingham(sk: Sketch): Surface {
  const { rng } = sk;
  const tone = rng.pick(GINGHAMS);
  const cell = rng.range(44, 70);
  const check = sk.pattern(
    cell * 2,
    cell * 2,
    `<rect width="${r1(cell)}" height="${r1(cell * 2)}" fill="${tone.color}" opacity="0.45"/><rect width="${r1(cell * 2)}" height="${r1(cell)}" fill="${tone.color}" opacity="0.45"/>`,
    `rotate(${r1(rng.range(-8, 8))})`,
  );
  return {
    svg: `<rect width="${W}" height="${H}" fill="${mix('#ffffff', tone.color, 0.05)}"/><rect width="${W}" height="${H}" fill="${check}"/>`,
    phrase: a(`${tone.name} and white checked tablecloth`),
  };
}
