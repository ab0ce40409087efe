import { dots } from './food';
import { a, capitalize, type SceneDrawing } from './scene-kit';
import { blob, SCENE_HEIGHT as H, r1, type Sketch, shade, shadow, SCENE_WIDTH as W } from './sketch';

/** A truck with a cab, a towed trailer, or a small cart on two wheels. */
export type VehicleKind = 'truck' | 'trailer' | 'cart';

const BODIES = [
  { name: 'tangerine', color: '#e8762a' },
  { name: 'sunflower-yellow', color: '#efbf2f' },
  { name: 'mint-green', color: '#8fcfb0' },
  { name: 'teal', color: '#1f7f80' },
  { name: 'cherry-red', color: '#c8322c' },
  { name: 'sky-blue', color: '#6aa9d8' },
  { name: 'cream', color: '#eee3c8' },
] as const;

export type VehiclePaint = (typeof BODIES)[number]['name'];
const STRIPES = [
  { name: 'red and white', colors: ['#c0392b', '#f5efe4'] },
  { name: 'green and white', colors: ['#2f7a4a', '#f5efe4'] },
  { name: 'navy and cream', colors: ['#27385a', '#efe4c8'] },
  { name: 'yellow and white', colors: ['#e8b21c', '#fbf6ea'] },
  { name: 'teal and white', colors: ['#1f7f80', '#f5efe4'] },
];
const SKIES = [
  { phrase: 'on a sunny day', top: '#6fa8dc', bottom: '#dcebf5', lights: false },
  { phrase: 'at sunset', top: '#f08a5d', bottom: '#fbd89a', lights: true },
  { phrase: 'at dusk', top: '#2a3560', bottom: '#c0708a', lights: true },
  { phrase: 'under a pale morning sky', top: '#a9c4dc', bottom: '#f4e6d0', lights: false },
];

const GROUND = 600;

/** A food truck, trailer or cart from the side, serving window open, parked on a street or in a park. */
export function drawFoodTruck(sk: Sketch, vehicle: VehicleKind = 'truck', paint?: VehiclePaint): SceneDrawing {
  const { rng } = sk;
  const sky = rng.pick(SKIES);
  const picked = rng.pick(BODIES);
  const body = BODIES.find((b) => b.name === paint) ?? picked;
  const stripes = rng.pick(STRIPES.filter((st) => st.colors[0] !== body.color));
  const park = rng.chance(0.5);
  const facingLeft = rng.chance(0.5);

  let svg = sk.item(
    'sky',
    sky.phrase,
    `<rect width="${W}" height="${GROUND}" fill="${sk.linear([
      [0, sky.top],
      [1, sky.bottom],
    ])}"/>`,
  );
  const backdrop = park ? trees(sk, sky.top) : buildings(sk, sky.top);
  const setting = park ? 'in a park with trees behind' : 'on a city street';
  svg += sk.item('backdrop', setting, backdrop);
  svg += ground(sk, park);

  const awningPhrase = `${a(stripes.name)} striped ${vehicle === 'cart' ? 'canopy' : 'awning'}`;
  const { drawing, name } =
    vehicle === 'cart'
      ? cart(sk, body.color, stripes.colors, awningPhrase)
      : truck(sk, body.color, stripes.colors, vehicle === 'trailer', awningPhrase);
  const vehiclePhrase = `${a(body.name)} ${name}`;
  const flip = facingLeft ? `translate(${W} 0) scale(-1 1)` : '';
  svg += `<g transform="${flip}">${sk.item('vehicle', vehiclePhrase, drawing)}</g>`;

  let lights = '';
  if (sky.lights) {
    lights = ', under string lights';
    svg += sk.item('lights', 'string lights', stringLights());
  }
  svg += `<rect width="${W}" height="${H}" fill="${sk.radial([
    [0.6, '#000', 0],
    [1, '#000', 0.35],
  ])}"/>`;

  const opening = vehicle === 'cart' ? `under ${awningPhrase}` : `with its serving window open under ${awningPhrase}`;
  return { body: svg, caption: `${capitalize(vehiclePhrase)} ${opening}, ${setting} ${sky.phrase}${lights}` };
}

function trees(sk: Sketch, skyTop: string): string {
  const { rng } = sk;
  const far = shade(skyTop, -0.45);
  let out = '';
  for (let x = -40; x < W + 80; x += rng.range(110, 170)) {
    const h = rng.range(160, 260);
    const r = rng.range(70, 110);
    out += `<rect x="${r1(x - 8)}" y="${r1(GROUND - h * 0.5)}" width="16" height="${r1(h * 0.5)}" fill="${shade(far, -0.2)}"/><path d="${blob(rng, x, GROUND - h * 0.6, r, r * 0.9, 0.12, 9)}" fill="${shade('#4f7a3a', rng.range(-0.2, 0.1))}"/><path d="${blob(rng, x - r * 0.25, GROUND - h * 0.7, r * 0.6, r * 0.5, 0.15, 7)}" fill="#6f9a4a" opacity="0.6"/>`;
  }
  return out;
}

function buildings(sk: Sketch, skyTop: string): string {
  const { rng } = sk;
  const tone = shade(skyTop, -0.35);
  let out = '';
  for (let x = -20; x < W; ) {
    const w = rng.range(120, 220);
    const h = rng.range(220, 430);
    const color = shade(tone, rng.range(-0.15, 0.15));
    out += `<rect x="${r1(x)}" y="${r1(GROUND - h)}" width="${r1(w)}" height="${r1(h)}" fill="${color}"/>`;
    const lit = '#f6d98a';
    for (let wy = GROUND - h + 30; wy < GROUND - 60; wy += 50) {
      for (let wx = x + 20; wx < x + w - 30; wx += 42) {
        out += `<rect x="${r1(wx)}" y="${r1(wy)}" width="22" height="28" fill="${rng.chance(0.35) ? lit : shade(color, -0.25)}" opacity="0.85"/>`;
      }
    }
    x += w + rng.range(0, 16);
  }
  return out;
}

function ground(sk: Sketch, park: boolean): string {
  const fill = park
    ? sk.linear([
        [0, '#7a9a4a'],
        [1, '#4f6f2e'],
      ])
    : sk.linear([
        [0, '#8d8a86'],
        [1, '#55524f'],
      ]);
  const kerb = park ? '' : `<rect y="${GROUND}" width="${W}" height="14" fill="#b9b4ab"/>`;
  return `<rect y="${GROUND}" width="${W}" height="${H - GROUND}" fill="${fill}"/>${kerb}`;
}

/** The truck faces right: body on the left, cab (or a tow hitch for a trailer) on the right. */
function truck(
  sk: Sketch,
  color: string,
  stripes: string[],
  trailer: boolean,
  awningPhrase: string,
): { drawing: string; name: string } {
  const { rng } = sk;
  const x0 = trailer ? 200 : 150;
  const x1 = trailer ? 930 : 830;
  const top = 230;
  const bottom = 610;
  const paint = sk.linear([
    [0, shade(color, 0.18)],
    [0.6, color],
    [1, shade(color, -0.18)],
  ]);
  const accent = shade(color, -0.4);
  let out = shadow((x0 + x1) / 2 + (trailer ? 0 : 80), bottom + 70, (x1 - x0) / 2 + 100, 26, 0.8);
  // Body: a box with rounded corners, a darker skirt and a pinstripe.
  out += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" rx="${trailer ? 90 : 26}" fill="${paint}"/><rect x="${x0}" y="${bottom - 70}" width="${x1 - x0}" height="70" rx="20" fill="${accent}" opacity="0.55"/><path d="M${x0 + 10} ${bottom - 90}H${x1 - 10}" stroke="${stripes[0]}" stroke-width="10"/>`;
  // Roof unit.
  out += `<rect x="${x0 + 90}" y="${top - 34}" width="140" height="36" rx="8" fill="#d9dde2" stroke="#9aa1a8" stroke-width="3"/>`;
  // Serving window with the interior, a counter and what sits on it.
  const wx0 = x0 + 110;
  const wx1 = x1 - (trailer ? 150 : 90);
  const wy0 = top + 80;
  const wy1 = top + 230;
  const inside = sk.linear([
    [0, '#3a2a1e'],
    [1, '#6a4a2e'],
  ]);
  out += `<rect x="${wx0 - 10}" y="${wy0 - 10}" width="${wx1 - wx0 + 20}" height="${wy1 - wy0 + 20}" rx="8" fill="#2a2a2a"/><rect x="${wx0}" y="${wy0}" width="${wx1 - wx0}" height="${wy1 - wy0}" fill="${inside}"/>`;
  const lamps = [0.3, 0.7].map((t) => wx0 + t * (wx1 - wx0));
  out += lamps
    .map(
      (x) =>
        `<path d="M${r1(x)} ${wy0}v28" stroke="#111" stroke-width="3"/><circle cx="${r1(x)}" cy="${wy0 + 36}" r="10" fill="#fff1b8"/><circle cx="${r1(x)}" cy="${wy0 + 40}" r="50" fill="#fff1b8" opacity="0.18"/>`,
    )
    .join('');
  out += `<rect x="${wx0 - 24}" y="${wy1}" width="${wx1 - wx0 + 48}" height="16" rx="4" fill="#c9ccd1" stroke="#8a9096" stroke-width="2"/>`;
  const bottles = Array.from({ length: rng.int(3, 5) }, (_, i) => {
    const bx = wx0 + 30 + i * 46;
    const c = rng.pick(['#c0392b', '#e8b21c', '#f4f0e8', '#2f7a4a']);
    return `<rect x="${bx}" y="${wy1 - 40}" width="18" height="40" rx="5" fill="${c}"/><rect x="${bx + 5}" y="${wy1 - 50}" width="8" height="12" fill="#333"/>`;
  }).join('');
  const cups = dots(
    Array.from({ length: 3 }, (_, i) => [wx1 - 40 - i * 34, wy1 - 14]),
    '#f4f0e8',
    24,
  );
  out += bottles + cups;
  // Awning propped open above the window.
  out += sk.item('awning', awningPhrase, awning(sk, wx0 - 30, wx1 + 30, wy0 - 14, stripes));
  // Cab with windscreen and lights, or a hitch for a trailer.
  if (trailer) {
    out += `<path d="M${x1 - 10} ${bottom - 40}L${x1 + 140} ${bottom + 10}" stroke="#3a3a3a" stroke-width="14" stroke-linecap="round"/><circle cx="${x1 + 140}" cy="${bottom + 10}" r="12" fill="#3a3a3a"/><path d="M${x1 + 90} ${bottom - 6}V${bottom + 50}" stroke="#3a3a3a" stroke-width="8"/><circle cx="${x1 + 90}" cy="${bottom + 56}" r="12" fill="#222"/>`;
  } else {
    const cab = `M${x1 - 6} ${top + 60}H${x1 + 130}Q${x1 + 190} ${top + 66} ${x1 + 215} ${top + 180}L${x1 + 225} ${bottom - 30}Q${x1 + 225} ${bottom} ${x1 + 195} ${bottom}H${x1 - 6}Z`;
    out += `<path d="${cab}" fill="${paint}"/><path d="M${x1 + 20} ${top + 86}H${x1 + 128}Q${x1 + 170} ${top + 92} ${x1 + 188} ${top + 180}H${x1 + 20}Z" fill="${sk.linear(
      [
        [0, '#cfe3ee'],
        [1, '#6f8fa6'],
      ],
    )}" stroke="#2a2a2a" stroke-width="6"/><path d="M${x1 + 40} ${top + 100}l30 70" stroke="#fff" stroke-width="8" opacity="0.4"/><rect x="${x1 + 195}" y="${bottom - 95}" width="26" height="22" rx="6" fill="#fff3c4"/><rect x="${x1 + 150}" y="${bottom - 26}" width="90" height="22" rx="8" fill="#9aa1a8"/><rect x="${x1 + 20}" y="${top + 220}" width="34" height="10" rx="5" fill="#2a2a2a"/>`;
  }
  // Wheels.
  const wheels = trailer ? [x0 + 250, x0 + 420] : [x0 + 170, x1 + 110];
  out += wheels.map((x) => wheel(x, bottom + 10, 62)).join('');
  return { drawing: out, name: trailer ? 'food trailer' : 'food truck' };
}

function awning(sk: Sketch, x0: number, x1: number, y: number, colors: string[]): string {
  const n = Math.round((x1 - x0) / 52);
  const sw = (x1 - x0) / n;
  const drop = 70;
  let out = '';
  for (let i = 0; i < n; i++) {
    const a0 = x0 + i * sw;
    out += `<path d="M${r1(a0)} ${y}H${r1(a0 + sw)}L${r1(a0 + sw + 30)} ${y - drop}H${r1(a0 + 30)}Z" fill="${colors[i % 2]}"/>`;
  }
  const scallops = Array.from({ length: n }, (_, i) => {
    const a0 = x0 + 30 + i * sw;
    return `<path d="M${r1(a0)} ${y - drop}h${r1(sw)}v-8a${r1(sw / 2)} 16 0 0 0 ${r1(-sw)} 0Z" fill="${colors[i % 2]}"/>`;
  }).join('');
  const shade1 = sk.linear([
    [0, '#000', 0.25],
    [1, '#000', 0],
  ]);
  return `<path d="M${x0} ${y}H${x1}L${x1 + 30} ${y - drop}H${x0 + 30}Z" fill="#000" opacity="0.2" transform="translate(0 8)"/>${out}${scallops}<path d="M${x0} ${y}H${x1}L${x1 + 30} ${y - drop}H${x0 + 30}Z" fill="${shade1}"/><path d="M${x0 + 10} ${y}l30 ${-drop}M${x1 - 10} ${y}l30 ${-drop}" stroke="#555" stroke-width="4"/>`;
}

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="#1f1f1f"/><circle cx="${x}" cy="${y}" r="${r * 0.55}" fill="#b9bec4"/><circle cx="${x}" cy="${y}" r="${r * 0.2}" fill="#6a6f75"/>`;
}

/** A small cart on two big spoked wheels under a striped canopy, with a push handle. */
function cart(sk: Sketch, color: string, stripes: string[], canopyPhrase: string): { drawing: string; name: string } {
  const x0 = 380;
  const x1 = 820;
  const top = 380;
  const bottom = 600;
  const paint = sk.linear([
    [0, shade(color, 0.18)],
    [1, shade(color, -0.15)],
  ]);
  let out = shadow(600, bottom + 70, 300, 22, 0.8);
  let canopy = `<path d="M${x0 + 20} ${top - 10}V150M${x1 - 20} ${top - 10}V150" stroke="#5a3a22" stroke-width="12"/>`;
  const n = 9;
  const sw = (x1 + 60 - (x0 - 60)) / n;
  for (let i = 0; i < n; i++) {
    const cx = x0 - 60 + i * sw;
    canopy += `<path d="M${r1(cx)} 160H${r1(cx + sw)}L${r1(cx + sw)} 200A${r1(sw / 2)} 22 0 0 1 ${r1(cx)} 200Z" fill="${stripes[i % 2]}"/>`;
  }
  canopy += `<path d="M${x0 - 60} 160Q600 70 ${x1 + 60} 160Z" fill="${stripes[0]}"/><path d="M${x0 - 60} 160Q600 70 ${x1 + 60} 160Z" fill="#fff" opacity="0.15"/>`;
  out += sk.item('awning', canopyPhrase, canopy);
  out += `<rect x="${x0}" y="${top}" width="${x1 - x0}" height="${bottom - top}" rx="18" fill="${paint}"/><rect x="${x0 - 20}" y="${top - 22}" width="${x1 - x0 + 40}" height="24" rx="6" fill="#7a5232"/><rect x="${x0 + 30}" y="${top + 40}" width="${x1 - x0 - 60}" height="${bottom - top - 80}" rx="12" fill="none" stroke="${shade(color, -0.3)}" stroke-width="6"/>`;
  // A big urn and cups on top.
  out += `<rect x="${x0 + 60}" y="${top - 130}" width="100" height="110" rx="22" fill="#c9a04a" stroke="#8a6a22" stroke-width="4"/><rect x="${x0 + 95}" y="${top - 150}" width="30" height="22" rx="6" fill="#8a6a22"/><rect x="${x0 + 160}" y="${top - 70}" width="26" height="10" fill="#8a6a22"/>`;
  out += dots(
    Array.from({ length: 4 }, (_, i) => [x0 + 250 + i * 40, top - 36]),
    '#f4f0e8',
    26,
  );
  out += `<path d="M${x1} ${top + 40}L${x1 + 150} ${top - 10}" stroke="#3a3a3a" stroke-width="12" stroke-linecap="round"/>`;
  const spokes = (x: number) =>
    Array.from({ length: 8 }, (_, i) => {
      const a = (i / 8) * Math.PI;
      return `M${r1(x - Math.cos(a) * 80)} ${r1(bottom + 10 - Math.sin(a) * 80)}L${r1(x + Math.cos(a) * 80)} ${r1(bottom + 10 + Math.sin(a) * 80)}`;
    }).join('');
  out += [x0 + 80, x1 - 80]
    .map(
      (x) =>
        `<circle cx="${x}" cy="${bottom + 10}" r="88" fill="none" stroke="#2a2a2a" stroke-width="14"/><path d="${spokes(x)}" stroke="#4a4a4a" stroke-width="6"/><circle cx="${x}" cy="${bottom + 10}" r="14" fill="#4a4a4a"/>`,
    )
    .join('');
  return { drawing: out, name: 'cart with a brass urn and cups on top' };
}

function stringLights(): string {
  const bulbs: string[] = [];
  let wire = '';
  for (let span = 0; span < 3; span++) {
    const xa = span * 400;
    const xb = xa + 400;
    const y0 = 40;
    const sag = 60;
    wire += `M${xa} ${y0}Q${xa + 200} ${y0 + sag * 2} ${xb} ${y0}`;
    for (let t = 0.1; t < 1; t += 0.16) {
      const x = xa + t * 400;
      const y = y0 + 4 * sag * t * (1 - t) * 1;
      bulbs.push(
        `<circle cx="${r1(x)}" cy="${r1(y + 10)}" r="9" fill="#ffe9a8"/><circle cx="${r1(x)}" cy="${r1(y + 10)}" r="22" fill="#ffe9a8" opacity="0.25"/>`,
      );
    }
  }
  return `<path d="${wire}" fill="none" stroke="#222" stroke-width="3"/>${bulbs.join('')}`;
}
