import { dots } from './food';
import { a, capitalize, countWord, type SceneDrawing } from './scene-kit';
import {
  blob,
  colorDistance,
  SCENE_HEIGHT as H,
  listPhrase,
  r1,
  type Sketch,
  shade,
  shadow,
  SCENE_WIDTH as W,
} from './sketch';

/** What the windows show, so a bakery's front does not look like a grocer's. */
export type ShopKind = 'grocery' | 'butcher' | 'bakery' | 'cafe' | 'restaurant';

const WALLS = [
  { name: 'sage-green', color: '#8fa382' },
  { name: 'navy-blue', color: '#2f4260' },
  { name: 'cream', color: '#e6dcc4' },
  { name: 'terracotta', color: '#b5684a' },
  { name: 'mustard-yellow', color: '#c99d3a' },
  { name: 'deep red', color: '#8a2f2c' },
  { name: 'teal', color: '#2f6f6c' },
  { name: 'charcoal', color: '#3a3b3e' },
];
const AWNINGS = [
  { name: 'red and white', colors: ['#c0392b', '#f5efe4'] },
  { name: 'green and white', colors: ['#2f7a4a', '#f5efe4'] },
  { name: 'navy and cream', colors: ['#27385a', '#efe4c8'] },
  { name: 'orange and cream', colors: ['#d8742a', '#f3e7cc'] },
  { name: 'teal and white', colors: ['#1f7f80', '#f5efe4'] },
  { name: 'burgundy and gold', colors: ['#7a1f33', '#d9b25a'] },
];

const WINDOW_CONTENTS: Record<ShopKind, string> = {
  grocery: 'shelves of jars and tins',
  butcher: 'a counter of fresh cuts of meat',
  bakery: 'shelves of bread and pastries',
  cafe: 'pendant lamps over a counter of cups',
  restaurant: 'tables and warm lamps inside',
};

const SIDEWALK_TOP = 660;
const AWNING_TOP = 236;
const AWNING_BOTTOM = 336;
const WINDOW_TOP = 380;
const WINDOW_BOTTOM = 590;
const DOOR_TOP = 372;

/** A shop seen from the pavement: wall, striped awning, display windows and door. No lettering anywhere. */
export function drawShopFront(sk: Sketch, kind: ShopKind = 'grocery'): SceneDrawing {
  const { rng } = sk;
  const wall = rng.pick(WALLS);
  const brick = rng.chance(0.3);
  // An awning that stands out from the wall behind it.
  const awning = rng.pick(AWNINGS.filter((aw) => colorDistance(aw.colors[0]!, wall.color) > 90));
  const trim = shade(wall.color, wall.color === '#e6dcc4' ? -0.55 : -0.35);
  const doorLeft = rng.chance(0.5);
  const windowsCount = rng.chance(0.6) ? 2 : 1;

  const facadePhrase = brick ? 'a red-brick shop front' : `${a(wall.name)} shop front`;
  let body = sk.item('facade', facadePhrase, facade(sk, wall.color, brick, trim));

  // Ground floor: windows either side of the door, or one wide window beside it.
  const doorX = windowsCount === 2 ? 600 : doorLeft ? 300 : 900;
  const windows: [number, number][] =
    windowsCount === 2
      ? [
          [150, 500],
          [700, 1050],
        ]
      : doorLeft
        ? [[420, 1060]]
        : [[140, 780]];
  const windowPhrase = `${windowsCount === 1 ? 'a wide display window' : `${countWord(windowsCount)} display windows`} with ${WINDOW_CONTENTS[kind]}`;
  body += sk.item('windows', windowPhrase, windows.map(([x0, x1]) => shopWindow(sk, x0, x1, kind, trim)).join(''));
  body += sk.item('door', 'a glass door', door(sk, doorX, trim));
  body += sk.item('awning', `${a(awning.name)} striped awning`, drawAwning(sk, awning.colors, 110, 1090));
  body += sidewalk(sk);

  const extras: string[] = [];
  const outside = rng.pick(kind === 'grocery' ? ['crates', 'plants'] : ['plants', 'bench', 'plants']);
  if (outside === 'crates') {
    body += sk.item('crates', 'crates of fruit and vegetables out front', frontCrates(sk, windows[0]!, doorX));
    extras.push('crates of fruit and vegetables out front');
  } else if (outside === 'bench') {
    body += sk.item('bench', 'a wooden bench', bench(sk, windows[0]!, doorX));
    extras.push('a wooden bench');
  }
  body += sk.item('plants', 'potted plants', plants(sk, doorX));
  extras.push('potted plants');
  body += `<rect width="${W}" height="${H}" fill="${sk.linear([
    [0, '#fff6e0', 0.1],
    [0.5, '#fff6e0', 0],
    [1, '#000', 0.25],
  ])}"/>`;

  const caption = `${capitalize(facadePhrase)} with ${a(awning.name)} striped awning, ${windowPhrase}, a glass door and ${listPhrase(extras)}`;
  return { body, caption };
}

function facade(sk: Sketch, color: string, brick: boolean, trim: string): string {
  const { rng } = sk;
  let svg: string;
  if (brick) {
    const b = rng.pick(['#9a4a34', '#8a3f2e', '#a8583c']);
    const tile = sk.pattern(
      80,
      48,
      `<rect width="80" height="48" fill="#c9b9a0"/><rect x="2" y="2" width="76" height="20" fill="${b}"/><rect x="-38" y="26" width="76" height="20" fill="${shade(b, -0.08)}"/><rect x="42" y="26" width="76" height="20" fill="${shade(b, 0.06)}"/>`,
    );
    svg = `<rect width="${W}" height="${SIDEWALK_TOP}" fill="${tile}"/>`;
  } else {
    svg = `<rect width="${W}" height="${SIDEWALK_TOP}" fill="${color}"/><rect width="${W}" height="${SIDEWALK_TOP}" fill="${sk.linear(
      [
        [0, '#fff', 0.08],
        [1, '#000', 0.12],
      ],
      { x2: 1, y2: 0 },
    )}"/>`;
  }
  // Upper floor: two or three tall windows with sills, cut by the top of the picture.
  const upper = rng.int(2, 3);
  for (let i = 0; i < upper; i++) {
    const cx = ((i + 0.5) / upper) * W;
    const w = upper === 2 ? 220 : 170;
    svg += `<rect x="${r1(cx - w / 2 - 12)}" y="-20" width="${r1(w + 24)}" height="140" fill="${trim}"/><rect x="${r1(cx - w / 2)}" y="-20" width="${r1(w)}" height="128" fill="${sk.linear(
      [
        [0, '#5d6f80'],
        [1, '#2d3845'],
      ],
    )}"/><path d="M${r1(cx)} -20V108M${r1(cx - w / 2)} 40H${r1(cx + w / 2)}" stroke="${trim}" stroke-width="10"/><rect x="${r1(cx - w / 2 - 24)}" y="118" width="${r1(w + 48)}" height="14" fill="${shade(trim, 0.15)}"/>`;
  }
  // A cornice and a plain sign band with a repeating ornament.
  const ornament = sk.pattern(
    60,
    60,
    `<path d="M30 14L44 30L30 46L16 30Z" fill="none" stroke="${shade(trim, 0.45)}" stroke-width="3"/><circle cx="30" cy="30" r="4" fill="${shade(trim, 0.45)}"/>`,
    'translate(0 158)',
  );
  svg += `<rect y="150" width="${W}" height="18" fill="${shade(trim, -0.1)}"/><rect y="168" width="${W}" height="62" fill="${trim}"/><rect x="140" y="170" width="${W - 280}" height="58" fill="${ornament}" opacity="0.7"/><rect y="228" width="${W}" height="8" fill="${shade(trim, -0.2)}"/>`;
  return svg;
}

function drawAwning(sk: Sketch, colors: string[], x0: number, x1: number): string {
  const top = AWNING_TOP;
  const bottom = AWNING_BOTTOM;
  const stripe = 60;
  const n = Math.round((x1 - x0) / stripe);
  const sw = (x1 - x0) / n;
  let stripes = '';
  for (let i = 0; i < n; i++) {
    const x = x0 + i * sw;
    const color = colors[i % 2]!;
    // Sloped canvas (narrower at the wall), then a scalloped flap.
    const tl = x0 + 30 + ((x - x0) * (x1 - x0 - 60)) / (x1 - x0);
    const tr = x0 + 30 + ((x + sw - x0) * (x1 - x0 - 60)) / (x1 - x0);
    stripes += `<path d="M${r1(tl)} ${top}L${r1(tr)} ${top}L${r1(x + sw)} ${bottom}L${r1(x)} ${bottom}Z" fill="${color}"/>`;
    stripes += `<path d="M${r1(x)} ${bottom}H${r1(x + sw)}V${bottom + 22}A${r1(sw / 2)} 24 0 0 1 ${r1(x)} ${bottom + 22}Z" fill="${color}"/>`;
  }
  const fold = sk.linear([
    [0, '#000', 0.3],
    [0.5, '#000', 0],
    [1, '#fff', 0.15],
  ]);
  const underside = `<rect x="${x0}" y="${bottom}" width="${x1 - x0}" height="70" fill="${sk.linear([
    [0, '#000', 0.35],
    [1, '#000', 0],
  ])}"/>`;
  return `${underside}${stripes}<path d="M${x0 + 30} ${top}H${x1 - 30}L${x1} ${bottom}H${x0}Z" fill="${fold}"/><path d="M${x0} ${bottom}H${x1}" stroke="#000" stroke-width="3" opacity="0.25"/><rect x="${x0 + 20}" y="${top - 8}" width="${x1 - x0 - 40}" height="10" rx="5" fill="#4a4a4a"/>`;
}

function shopWindow(sk: Sketch, x0: number, x1: number, kind: ShopKind, trim: string): string {
  const top = WINDOW_TOP;
  const bottom = WINDOW_BOTTOM;
  const w = x1 - x0;
  const glow = sk.linear([
    [0, '#f8dfa6'],
    [1, '#b9773c'],
  ]);
  const clip = sk.clip(`<rect x="${x0}" y="${top}" width="${w}" height="${bottom - top}"/>`);
  const inside = `<g clip-path="${clip}"><rect x="${x0}" y="${top}" width="${w}" height="${bottom - top}" fill="${glow}"/>${windowGoods(sk, x0, x1, top, bottom, kind)}<path d="M${x0 + w * 0.15} ${top}l-120 ${bottom - top}h60l120 ${-(bottom - top)}ZM${x0 + w * 0.55} ${top}l-120 ${bottom - top}h25l120 ${-(bottom - top)}Z" fill="#fff" opacity="0.14"/></g>`;
  const frame = `<rect x="${x0 - 14}" y="${top - 14}" width="${w + 28}" height="${bottom - top + 28}" fill="none" stroke="${trim}" stroke-width="16"/><path d="M${x0} ${top + 36}H${x1}" stroke="${trim}" stroke-width="8"/>`;
  const bulkhead = `<rect x="${x0 - 22}" y="${bottom + 14}" width="${w + 44}" height="${SIDEWALK_TOP - bottom - 14}" fill="${shade(trim, 0.1)}"/><rect x="${x0 + 10}" y="${bottom + 26}" width="${w - 20}" height="${SIDEWALK_TOP - bottom - 40}" fill="none" stroke="${shade(trim, -0.25)}" stroke-width="4"/>`;
  return inside + frame + bulkhead;
}

/** Goods seen through the glass, softened by a warm interior light. */
function windowGoods(sk: Sketch, x0: number, x1: number, top: number, bottom: number, kind: ShopKind): string {
  const { rng } = sk;
  const shelfYs = [top + 95, top + 150, bottom - 4];
  const shelves = shelfYs
    .map((y) => `<rect x="${x0}" y="${y}" width="${x1 - x0}" height="8" fill="#6b4526"/>`)
    .join('');
  let goods = '';
  if (kind === 'grocery') {
    for (const y of [...shelfYs, top + 45]) {
      for (let x = x0 + 12; x < x1 - 20; x += rng.range(22, 30)) {
        const h = rng.range(22, 34);
        const color = rng.pick(['#c0392b', '#e1a33a', '#3f7a4a', '#f2e6c9', '#2f5c8a', '#8a4a22']);
        goods += `<rect x="${r1(x)}" y="${r1(y - h)}" width="18" height="${r1(h)}" rx="3" fill="${color}"/><rect x="${r1(x)}" y="${r1(y - h)}" width="18" height="5" fill="#ddd" opacity="0.7"/>`;
      }
    }
    return shelves + goods;
  }
  if (kind === 'bakery') {
    for (const y of shelfYs) {
      for (let x = x0 + 30; x < x1 - 20; x += rng.range(55, 70)) {
        goods += rng.chance(0.5)
          ? `<ellipse cx="${r1(x)}" cy="${y - 14}" rx="26" ry="15" fill="#b8722e"/><path d="M${r1(x - 12)} ${y - 20}l8 10M${r1(x)} ${y - 22}l8 10" stroke="#e8b870" stroke-width="3"/>`
          : `<circle cx="${r1(x)}" cy="${y - 18}" r="16" fill="none" stroke="#a8642a" stroke-width="9"/>`;
      }
    }
    return shelves + goods;
  }
  if (kind === 'butcher') {
    const counter = `<rect x="${x0}" y="${bottom - 60}" width="${x1 - x0}" height="60" fill="#e9edf0"/><rect x="${x0}" y="${bottom - 64}" width="${x1 - x0}" height="8" fill="#b8c0c6"/>`;
    for (let x = x0 + 40; x < x1 - 30; x += 80) {
      goods += `<path d="${blob(rng, x, bottom - 36, 32, 16, 0.15, 7)}" fill="#b5303a"/><path d="M${x - 20} ${bottom - 42}q20 -8 40 0" fill="none" stroke="#f3e6dc" stroke-width="4"/>`;
    }
    const hooks = Array.from({ length: 4 }, (_, i) => {
      const x = x0 + ((i + 0.5) / 4) * (x1 - x0);
      return `<path d="M${r1(x)} ${top}v26" stroke="#777" stroke-width="3"/><ellipse cx="${r1(x)}" cy="${top + 52}" rx="18" ry="28" fill="#a8303a"/>`;
    }).join('');
    return counter + goods + hooks;
  }
  // Cafés and restaurants: lamps hanging from the ceiling over a counter or tables.
  const lampCount = Math.max(2, Math.round((x1 - x0) / 140));
  const lamps = Array.from({ length: lampCount }, (_, i) => {
    const x = x0 + ((i + 0.5) / lampCount) * (x1 - x0);
    return `<path d="M${r1(x)} ${top}v34" stroke="#2a2a2a" stroke-width="3"/><path d="M${r1(x - 22)} ${top + 56}Q${r1(x)} ${top + 22} ${r1(x + 22)} ${top + 56}Z" fill="#2a2a2a"/><circle cx="${r1(x)}" cy="${top + 60}" r="12" fill="#fff3c4"/><circle cx="${r1(x)}" cy="${top + 64}" r="40" fill="#fff3c4" opacity="0.25"/>`;
  }).join('');
  if (kind === 'cafe') {
    const counter = `<rect x="${x0}" y="${bottom - 50}" width="${x1 - x0}" height="50" fill="#5a3a22"/>`;
    const cups = dots(
      Array.from({ length: Math.round((x1 - x0) / 45) }, (_, i) => [x0 + 25 + i * 45, bottom - 62]),
      '#f4f0e8',
      20,
    );
    return lamps + counter + cups;
  }
  const tableCount = Math.max(1, Math.round((x1 - x0) / 170));
  const tables = Array.from({ length: tableCount }, (_, i) => {
    const x = x0 + ((i + 0.5) / tableCount) * (x1 - x0);
    return `<rect x="${r1(x - 45)}" y="${bottom - 50}" width="90" height="8" fill="#4a2e1a"/><path d="M${r1(x)} ${bottom - 42}V${bottom}" stroke="#4a2e1a" stroke-width="6"/><path d="M${r1(x - 70)} ${bottom - 60}V${bottom}M${r1(x + 70)} ${bottom - 60}V${bottom}" stroke="#3a2414" stroke-width="8"/>`;
  }).join('');
  return lamps + tables;
}

function door(sk: Sketch, cx: number, trim: string): string {
  const w = 150;
  const x = cx - w / 2;
  const top = DOOR_TOP;
  const glass = sk.linear([
    [0, '#f3d79c'],
    [1, '#a8703a'],
  ]);
  return `<rect x="${x - 14}" y="${top - 14}" width="${w + 28}" height="${SIDEWALK_TOP - top + 14}" fill="${shade(trim, -0.15)}"/><rect x="${x}" y="${top}" width="${w}" height="${SIDEWALK_TOP - top}" fill="${trim}"/><rect x="${x + 18}" y="${top + 18}" width="${w - 36}" height="170" fill="${glass}"/><path d="M${x + 30} ${top + 18}l-10 170h20l10 -170Z" fill="#fff" opacity="0.2"/><rect x="${x + 18}" y="${top + 206}" width="${w - 36}" height="${SIDEWALK_TOP - top - 224}" fill="none" stroke="${shade(trim, -0.25)}" stroke-width="4"/><rect x="${x + w - 32}" y="${top + 150}" width="8" height="50" rx="4" fill="#d9b25a"/>`;
}

function sidewalk(sk: Sketch): string {
  const paving = sk.linear([
    [0, '#b9b4ab'],
    [1, '#8f8a82'],
  ]);
  const joints = Array.from({ length: 9 }, (_, i) => `M${i * 150 - 40} ${SIDEWALK_TOP}L${i * 150 - 120} ${H}`).join('');
  return `<rect y="${SIDEWALK_TOP}" width="${W}" height="${H - SIDEWALK_TOP}" fill="${paving}"/><path d="${joints}M0 ${SIDEWALK_TOP + 60}H${W}" stroke="#7a756d" stroke-width="3" opacity="0.6"/><rect y="${SIDEWALK_TOP}" width="${W}" height="14" fill="#000" opacity="0.18"/>`;
}

function plants(sk: Sketch, doorX: number): string {
  const { rng } = sk;
  const pot = rng.pick(['#b5603a', '#3a3a3a', '#d9cbb0', '#2f5a7a']);
  return [doorX - 118, doorX + 118]
    .map((x) => {
      const leaves = Array.from({ length: 9 }, () => {
        const lx = x + rng.range(-45, 45);
        const ly = SIDEWALK_TOP - 70 + rng.range(-60, 15);
        return `<path d="${blob(rng, lx, ly, rng.range(22, 34), rng.range(18, 28), 0.2, 6)}" fill="${rng.pick(['#3f7a34', '#2f6a2a', '#4f8a3a', '#5a9a44'])}"/>`;
      }).join('');
      return `${shadow(x, SIDEWALK_TOP + 40, 60, 14, 0.6)}${leaves}<path d="M${x - 42} ${SIDEWALK_TOP - 30}H${x + 42}L${x + 32} ${SIDEWALK_TOP + 40}H${x - 32}Z" fill="${pot}"/><rect x="${x - 46}" y="${SIDEWALK_TOP - 36}" width="92" height="12" rx="4" fill="${shade(pot, -0.15)}"/>`;
    })
    .join('');
}

/** Two crates under the window, at its end away from the door (where the plants stand). */
function frontCrates(sk: Sketch, [x0, x1]: [number, number], doorX: number): string {
  const { rng } = sk;
  const n = 2;
  const w = Math.min(125, (x1 - x0 - 40) / n);
  const start = doorX < x0 ? x1 - 20 - n * w - (n - 1) * 20 : x0 + 20;
  return Array.from({ length: n }, (_, i) => {
    const x = start + i * (w + 20);
    const y = SIDEWALK_TOP - 10;
    const color = rng.pick(['#d2301f', '#f08a1c', '#f6d43c', '#6aa32e', '#4a1f4e']);
    const fruit = Array.from(
      { length: 6 },
      (_, k) =>
        `<circle cx="${r1(x + 18 + k * ((w - 36) / 5))}" cy="${r1(y - 6 + (k % 2) * 4)}" r="16" fill="${color}" stroke="${shade(color, -0.3)}" stroke-width="2"/>`,
    ).join('');
    return `${shadow(x + w / 2, y + 80, w / 2, 14, 0.6)}${fruit}<rect x="${r1(x)}" y="${y}" width="${r1(w)}" height="80" fill="#c79a63"/><path d="M${r1(x)} ${y + 26}H${r1(x + w)}M${r1(x)} ${y + 54}H${r1(x + w)}" stroke="#8a6238" stroke-width="4"/>`;
  }).join('');
}

function bench(sk: Sketch, [x0, x1]: [number, number], doorX: number): string {
  const wood = sk.rng.pick(['#8a5a32', '#6b4526', '#a8784a']);
  const w = Math.min(300, x1 - x0 - 40);
  const x = doorX < x0 ? x1 - 20 - w : x0 + 20;
  const y = SIDEWALK_TOP + 10;
  return `${shadow(x + w / 2, y + 70, w / 2, 12, 0.6)}<rect x="${x}" y="${y}" width="${w}" height="16" rx="4" fill="${wood}"/><rect x="${x}" y="${y - 50}" width="${w}" height="14" rx="4" fill="${wood}"/><path d="M${x + 20} ${y + 16}V${y + 70}M${x + w - 20} ${y + 16}V${y + 70}M${x + 20} ${y - 36}V${y}M${x + w - 20} ${y - 36}V${y}" stroke="#2a2a2a" stroke-width="8"/>`;
}
