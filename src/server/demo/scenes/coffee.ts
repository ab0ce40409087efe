import { dots } from './food';
import { capitalize, countWord, type SceneDrawing } from './scene-kit';
import { blob, listPhrase, r1, type Sketch, shade, shadow, spreadInDisc } from './sketch';
import { drawSurface, vignette } from './surfaces';
import { teaGlass } from './tableware';

export type DrinkKind = 'latte' | 'espresso' | 'black-coffee' | 'turkish-coffee' | 'arabic-coffee' | 'chai';
export type CoffeeSideKind = 'beans' | 'cardamom' | 'dates' | 'honey-cake' | 'croissant' | 'coffee-pot';

/** What a coffee house pours and serves with it. */
export interface CoffeeHint {
  drinks: DrinkKind[];
  sides: CoffeeSideKind[];
}

const ANY_COFFEE: CoffeeHint = {
  drinks: ['latte', 'espresso', 'black-coffee', 'turkish-coffee'],
  sides: ['beans', 'dates', 'croissant', 'honey-cake'],
};

const DRINKS: Record<DrinkKind, { one: string; many: string; draw: (sk: Sketch, r: number) => string }> = {
  latte: {
    one: 'a latte with a heart in the foam',
    many: 'lattes with hearts in the foam',
    draw: (sk, r) => cup(sk, r, latte),
  },
  espresso: { one: 'an espresso', many: 'espressos', draw: (sk, r) => cup(sk, r * 0.7, espresso) },
  'black-coffee': { one: 'a cup of black coffee', many: 'cups of black coffee', draw: (sk, r) => cup(sk, r, black) },
  'turkish-coffee': {
    one: 'a small cup of Turkish coffee',
    many: 'small cups of Turkish coffee',
    draw: (sk, r) => cup(sk, r * 0.72, turkish),
  },
  'arabic-coffee': {
    one: 'a small handleless cup of Arabic coffee',
    many: 'small handleless cups of Arabic coffee',
    draw: (sk, r) => finjan(sk, r * 0.75),
  },
  chai: {
    one: 'a glass of milky chai',
    many: 'glasses of milky chai',
    draw: (sk, r) => teaGlass(sk, r * 0.85, '#b97f4b'),
  },
};

const SIDES: Record<CoffeeSideKind, { phrase: string; draw: (sk: Sketch, r: number) => string }> = {
  beans: { phrase: 'scattered coffee beans', draw: (sk, r) => beans(sk, r, 34) },
  cardamom: { phrase: 'green cardamom pods', draw: (sk, r) => cardamom(sk, r) },
  dates: { phrase: 'a small plate of dates', draw: (sk, r) => datesPlate(sk, r) },
  'honey-cake': { phrase: 'a slice of honey cake', draw: (sk, r) => honeyCake(sk, r) },
  croissant: { phrase: 'a croissant', draw: (sk, r) => croissantOnPlate(sk, r) },
  'coffee-pot': { phrase: 'a copper coffee pot', draw: (sk, r) => coffeePot(sk, r) },
};

type Spot = [x: number, y: number, r: number];
// Cup radius is the cup itself; its saucer reaches about 1.45 times further. Nothing overlaps but beans.
const LAYOUTS: { cups: Spot[]; sides: Spot[] }[] = [
  {
    cups: [
      [470, 400, 140],
      [850, 250, 115],
    ],
    sides: [
      [860, 590, 135],
      [180, 170, 150],
    ],
  },
  {
    cups: [
      [720, 420, 145],
      [360, 250, 115],
    ],
    sides: [
      [330, 610, 135],
      [1010, 190, 150],
    ],
  },
  {
    cups: [[600, 390, 165]],
    sides: [
      [960, 580, 140],
      [240, 220, 150],
    ],
  },
  {
    cups: [
      [300, 470, 115],
      [620, 290, 110],
      [900, 540, 105],
    ],
    sides: [
      [960, 190, 110],
      [230, 170, 110],
    ],
  },
];

/** Drinks from above with something to eat or the beans beside them. */
export function drawCoffee(sk: Sketch, given?: CoffeeHint, index = 0): SceneDrawing {
  const { rng } = sk;
  const hint = given ?? ANY_COFFEE;
  const turn = given ? index : rng.int(0, hint.drinks.length - 1);
  const layout = rng.pick(LAYOUTS);
  const surface = drawSurface(sk, ['wood', 'marble', 'slate', 'linen']);
  let body = sk.item('surface', surface.phrase, surface.svg);

  // The first drink is the house's own, then a second kind now and then.
  const first = hint.drinks[turn % hint.drinks.length] ?? 'latte';
  const drinks = layout.cups.map((_, i) =>
    i > 0 && hint.drinks.length > 1 && rng.chance(0.5) ? rng.pick(hint.drinks) : first,
  );
  const counts = new Map<DrinkKind, number>();
  for (const d of drinks) counts.set(d, (counts.get(d) ?? 0) + 1);
  const drinkPhrase = (kind: DrinkKind) => {
    const n = counts.get(kind) ?? 1;
    return n === 1 ? DRINKS[kind].one : `${countWord(n)} ${DRINKS[kind].many}`;
  };

  const sides = rng.sample(hint.sides, layout.sides.length);
  sides.forEach((kind, i) => {
    const [x, y, r] = layout.sides[i]!;
    body += `<g transform="translate(${x} ${y}) rotate(${r1(rng.range(-30, 30))})">${sk.item(kind, SIDES[kind].phrase, SIDES[kind].draw(sk, r))}</g>`;
  });
  drinks.forEach((kind, i) => {
    const [x, y, r] = layout.cups[i]!;
    body += `<g transform="translate(${x} ${y}) rotate(${r1(rng.range(-40, 40))})">${sk.item(kind, drinkPhrase(kind), DRINKS[kind].draw(sk, r))}</g>`;
  });
  body += vignette(sk, 0.5);

  const poured = listPhrase([...counts.keys()].map(drinkPhrase));
  const caption = `${capitalize(poured)}${sides.length ? ` with ${listPhrase(sides.map((k) => SIDES[k].phrase))}` : ''}, on ${surface.phrase}`;
  return { body, caption };
}

const CUPS = ['#f6f3ee', '#2f3b4a', '#c9704a', '#e8dcc6', '#5b7a6a', '#d9b24a'];

/** A cup on its saucer with a handle, the drink drawn by `liquid` inside. */
function cup(sk: Sketch, r: number, liquid: (sk: Sketch, r: number) => string): string {
  const color = sk.rng.pick(CUPS);
  const china = sk.radial(
    [
      [0.7, color],
      [1, shade(color, -0.2)],
    ],
    { fx: 0.45, fy: 0.4 },
  );
  const saucer = `${shadow(0, 0, r * 1.45, r * 1.45, 0.6)}<circle r="${r1(r * 1.45)}" fill="${china}"/><circle r="${r1(r * 1.1)}" fill="${shade(color, -0.08)}"/>`;
  const handle = `<rect x="${r1(r * 0.85)}" y="${r1(-r * 0.16)}" width="${r1(r * 0.55)}" height="${r1(r * 0.32)}" rx="${r1(r * 0.16)}" fill="${shade(color, -0.05)}" stroke="${shade(color, -0.25)}" stroke-width="2"/>`;
  const body = `${shadow(r * 0.1, r * 0.1, r, r, 0.5)}<circle r="${r1(r)}" fill="${color}" stroke="${shade(color, -0.2)}" stroke-width="2"/>`;
  const rim = `<path d="M${r1(-r * 0.75)} ${r1(-r * 0.55)}A${r1(r * 0.92)} ${r1(r * 0.92)} 0 0 1 ${r1(r * 0.1)} ${r1(-r * 0.92)}" fill="none" stroke="#fff" stroke-width="${r1(r / 14)}" stroke-linecap="round" opacity="0.5"/>`;
  return `${saucer}${handle}${body}${liquid(sk, r * 0.84)}${rim}`;
}

function latte(sk: Sketch, r: number): string {
  const coffee = sk.radial([
    [0, '#c8935a'],
    [0.85, '#a9703d'],
    [1, '#7a4a22'],
  ]);
  const s = r * 0.55;
  const heart = `M0 ${r1(s * 0.75)}C${r1(-s * 1.1)} ${r1(s * 0.05)} ${r1(-s * 0.8)} ${r1(-s * 0.85)} 0 ${r1(-s * 0.35)}C${r1(s * 0.8)} ${r1(-s * 0.85)} ${r1(s * 1.1)} ${r1(s * 0.05)} 0 ${r1(s * 0.75)}Z`;
  return `<circle r="${r1(r)}" fill="${coffee}"/><circle r="${r1(r * 0.92)}" fill="none" stroke="#e9d2b0" stroke-width="${r1(r * 0.06)}" opacity="0.6"/><path d="${heart}" fill="#f6ead8"/><path d="M0 ${r1(s * 0.75)}V${r1(s * 1.3)}" stroke="#f6ead8" stroke-width="${r1(r * 0.06)}" stroke-linecap="round"/>`;
}

function espresso(sk: Sketch, r: number): string {
  const crema = sk.radial([
    [0, '#c98a4a'],
    [0.7, '#a1612c'],
    [1, '#4a2a14'],
  ]);
  return `<circle r="${r1(r)}" fill="${crema}"/>${dots(spreadInDisc(sk.rng, 14, r * 0.7, 0.8), '#d9a86a', r / 10, 0.5)}`;
}

function black(sk: Sketch, r: number): string {
  const coffee = sk.radial([
    [0, '#4a2a16'],
    [1, '#20110a'],
  ]);
  return `<circle r="${r1(r)}" fill="${coffee}"/><ellipse cx="${r1(-r * 0.3)}" cy="${r1(-r * 0.3)}" rx="${r1(r * 0.35)}" ry="${r1(r * 0.15)}" fill="#fff" opacity="0.18" transform="rotate(-35 ${r1(-r * 0.3)} ${r1(-r * 0.3)})"/>`;
}

function turkish(sk: Sketch, r: number): string {
  const foam = sk.radial([
    [0, '#8a6440'],
    [1, '#4a3018'],
  ]);
  return `<circle r="${r1(r)}" fill="${foam}"/>${dots(spreadInDisc(sk.rng, 30, r * 0.85, 0.8), '#a98258', r / 11, 0.7)}`;
}

/** A small handleless cup of pale, cardamom-spiced coffee. */
function finjan(sk: Sketch, r: number): string {
  const color = sk.rng.pick(['#f4f0e8', '#e8d9b8', '#d8e2e0']);
  const pattern = Array.from({ length: 12 }, (_, i) => {
    const a = (i / 12) * Math.PI * 2;
    return `M${r1(Math.cos(a) * r * 0.92)} ${r1(Math.sin(a) * r * 0.92)}h0`;
  }).join('');
  return `${shadow(r * 0.1, r * 0.1, r, r, 0.55)}<circle r="${r1(r)}" fill="${color}" stroke="${shade(color, -0.2)}" stroke-width="2"/><path d="${pattern}" stroke="#2f6a8a" stroke-width="${r1(r / 9)}" stroke-linecap="round"/><circle r="${r1(r * 0.78)}" fill="#c7a24e"/><circle r="${r1(r * 0.5)}" fill="#d8b562" opacity="0.7"/>`;
}

export function beans(sk: Sketch, r: number, count: number): string {
  const { rng } = sk;
  const roast = sk.radial(
    [
      [0, '#7a4a28'],
      [1, '#3a1f0e'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  return spreadInDisc(rng, count, r, 0.9)
    .map(([x, y]) => {
      const a = rng.range(0, 180);
      return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)})"><ellipse rx="17" ry="12" fill="${roast}"/><path d="M-13 0C-5 -5 5 5 13 0" fill="none" stroke="#24120a" stroke-width="3"/></g>`;
    })
    .join('');
}

function cardamom(sk: Sketch, r: number): string {
  const { rng } = sk;
  return spreadInDisc(rng, 22, r * 0.8, 0.9)
    .map(([x, y]) => {
      const a = rng.range(0, 180);
      return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)})"><path d="M-20 0Q0 -13 20 0Q0 13 -20 0Z" fill="#8da24e" stroke="#5f7430" stroke-width="2"/><path d="M-12 0H12" stroke="#6f8638" stroke-width="2"/></g>`;
    })
    .join('');
}

function smallPlate(sk: Sketch, r: number): string {
  const color = sk.rng.pick(['#f6f3ee', '#e8dcc6', '#c9704a', '#2f3b4a']);
  return `${shadow(0, 0, r, r, 0.55)}<circle r="${r1(r)}" fill="${color}" stroke="${shade(color, -0.18)}" stroke-width="3"/><circle r="${r1(r * 0.75)}" fill="${shade(color, -0.05)}"/>`;
}

function datesPlate(sk: Sketch, r: number): string {
  const { rng } = sk;
  const glossy = sk.radial(
    [
      [0, '#8a4a22'],
      [0.7, '#5a2a12'],
      [1, '#3a180a'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const fruit = spreadInDisc(rng, 7, r * 0.5, 0.3)
    .map(([x, y]) => {
      const a = rng.range(0, 180);
      return `<g transform="translate(${r1(x)} ${r1(y)}) rotate(${r1(a)})">${shadow(0, 0, r * 0.28, r * 0.13, 0.5)}<path d="${blob(rng, 0, 0, r * 0.28, r * 0.13, 0.1, 8)}" fill="${glossy}"/><path d="M${r1(-r * 0.15)} ${r1(-r * 0.05)}q${r1(r * 0.12)} ${r1(-r * 0.05)} ${r1(r * 0.26)} 0" fill="none" stroke="#fff" stroke-width="3" opacity="0.35"/></g>`;
    })
    .join('');
  return smallPlate(sk, r) + fruit;
}

function honeyCake(sk: Sketch, r: number): string {
  const top = sk.linear(
    [
      [0, '#e2a54a'],
      [1, '#b8782c'],
    ],
    { x2: 1, y2: 1 },
  );
  const s = r * 1.0;
  const slice = `M${r1(-s * 0.55)} ${r1(-s * 0.6)}L${r1(s * 0.65)} ${r1(-s * 0.2)}Q${r1(s * 0.5)} ${r1(s * 0.45)} ${r1(s * 0.05)} ${r1(s * 0.75)}Z`;
  const drizzle = `M${r1(-s * 0.35)} ${r1(-s * 0.4)}q${r1(s * 0.3)} ${r1(s * 0.25)} ${r1(s * 0.1)} ${r1(s * 0.5)}t${r1(s * 0.25)} ${r1(s * 0.3)}M${r1(s * 0.05)} ${r1(-s * 0.3)}q${r1(s * 0.2)} ${r1(s * 0.2)} ${r1(s * 0.05)} ${r1(s * 0.4)}`;
  const crumbs = dots(spreadInDisc(sk.rng, 10, s * 0.3, 0.8), '#8a5a22', s / 25, 0.6);
  return `${smallPlate(sk, r)}${shadow(0, 0, s * 0.6, s * 0.6, 0.5)}<path d="${slice}" fill="${top}" stroke="#9a6222" stroke-width="3" stroke-linejoin="round"/>${crumbs}<path d="${drizzle}" fill="none" stroke="#f7d27a" stroke-width="${r1(s / 18)}" stroke-linecap="round" opacity="0.9"/>`;
}

export function croissant(sk: Sketch, s: number): string {
  const bake = sk.radial(
    [
      [0, '#f3c06a'],
      [0.7, '#d08a34'],
      [1, '#94561a'],
    ],
    { fx: 0.4, fy: 0.35 },
  );
  // A crescent between two curves, with ridges across it where the dough was rolled.
  const quad = (t: number, y0: number, cy: number): [number, number] => {
    const u = 1 - t;
    return [s * (-0.62 * u * u + 0.62 * t * t), s * (y0 * u * u + 2 * u * t * cy + y0 * t * t)];
  };
  const outline = `M${r1(-s * 0.62)} ${r1(s * 0.3)}Q0 ${r1(-s * 0.9)} ${r1(s * 0.62)} ${r1(s * 0.3)}Q0 ${r1(-s * 0.1)} ${r1(-s * 0.62)} ${r1(s * 0.3)}Z`;
  const ridges = [0.22, 0.36, 0.5, 0.64, 0.78]
    .map((t) => {
      const [ix, iy] = quad(t, 0.3, -0.1);
      const [ox, oy] = quad(t, 0.3, -0.9);
      return `M${r1(ix)} ${r1(iy)}Q${r1((ix + ox) / 2 + (t - 0.5) * s * 0.12)} ${r1((iy + oy) / 2)} ${r1(ox)} ${r1(oy)}`;
    })
    .join('');
  return `${shadow(0, -s * 0.05, s * 0.65, s * 0.3, 0.5)}<path d="${outline}" fill="${bake}" stroke="#8a4d16" stroke-width="${r1(s / 50)}" stroke-linejoin="round"/><path d="${ridges}" fill="none" stroke="#8a4d16" stroke-width="${r1(s / 35)}" stroke-linecap="round" opacity="0.75"/><path d="${ridges}" fill="none" stroke="#f7d08a" stroke-width="${r1(s / 70)}" stroke-linecap="round" opacity="0.6" transform="translate(${r1(-s / 40)} 0)"/>`;
}

function croissantOnPlate(sk: Sketch, r: number): string {
  return `${smallPlate(sk, r)}${croissant(sk, r * 0.9)}`;
}

function coffeePot(sk: Sketch, r: number): string {
  const copper = sk.radial(
    [
      [0, '#f0a86a'],
      [0.7, '#c06a30'],
      [1, '#7a3a14'],
    ],
    { fx: 0.35, fy: 0.3 },
  );
  const s = r * 0.55;
  return `${shadow(0, 0, s * 1.5, s, 0.55)}<rect x="${r1(s * 0.8)}" y="${r1(-s * 0.12)}" width="${r1(s * 1.5)}" height="${r1(s * 0.24)}" rx="${r1(s * 0.12)}" fill="#5a3a22"/><circle r="${r1(s)}" fill="${copper}"/><circle r="${r1(s * 0.78)}" fill="#3a2210"/>${dots(spreadInDisc(sk.rng, 18, s * 0.6, 0.8), '#7a5430', s / 9, 0.8)}<path d="M${r1(-s)} ${r1(-s * 0.1)}l${r1(-s * 0.25)} ${r1(s * 0.1)}l${r1(s * 0.25)} ${r1(s * 0.1)}" fill="${shade('#c06a30', -0.1)}"/>`;
}
