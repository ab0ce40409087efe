import { MAINS, type MainKind, SIDES, type SideKind } from './food';
import { capitalize, type SceneDrawing } from './scene-kit';
import { listPhrase, r1, type Sketch } from './sketch';
import { drawSurface, vignette } from './surfaces';
import { cutlery, deepBowl, napkin, plate } from './tableware';

/** What a restaurant or truck serves, so its pictures show its own kind of food. */
export interface MenuHint {
  mains: MainKind[];
  sides: SideKind[];
}

const ANY_MENU: MenuHint = {
  mains: Object.keys(MAINS) as MainKind[],
  sides: ['lemon', 'herbs', 'salad', 'hummus', 'chilies', 'red-onion', 'garlic-sauce', 'naan'],
};

/** Where a side laid on the plate goes, as an angle from the plate's centre and a size. */
const ON_PLATE: Partial<Record<SideKind, { angle: number; distance: number; size: number }>> = {
  lemon: { angle: 40, distance: 0.68, size: 0.34 },
  lime: { angle: 40, distance: 0.68, size: 0.34 },
  chilies: { angle: 200, distance: 0.72, size: 0.42 },
  'red-onion': { angle: 140, distance: 0.68, size: 0.5 },
  banana: { angle: -70, distance: 0.66, size: 0.75 },
};

type Layout = { main: [number, number]; size: number; beside: [number, number][]; table: [number, number] };

const LAYOUTS: Layout[] = [
  // Centred, side dishes in opposite corners, cutlery at the right.
  {
    main: [590, 400],
    size: 280,
    beside: [
      [235, 200],
      [245, 600],
    ],
    table: [1010, 420],
  },
  {
    main: [610, 400],
    size: 280,
    beside: [
      [965, 195],
      [955, 600],
    ],
    table: [190, 400],
  },
  // Off-centre, with side dishes stacked beside it.
  {
    main: [450, 410],
    size: 295,
    beside: [
      [900, 215],
      [950, 575],
    ],
    table: [1100, 330],
  },
  {
    main: [750, 410],
    size: 295,
    beside: [
      [300, 215],
      [250, 575],
    ],
    table: [100, 330],
  },
];

/** A plate or bowl of one main dish from above, with sides on it and beside it. */
export function drawDish(sk: Sketch, hint?: MenuHint, index = 0): SceneDrawing {
  const { rng } = sk;
  const menu = hint ?? ANY_MENU;
  // Without a hint, any dish; with one, the business's dishes in turn.
  const turn = hint ? index : rng.int(0, menu.mains.length - 1);
  const mainKind = menu.mains[turn % menu.mains.length] ?? 'saffron-rice';
  const main = MAINS[mainKind];
  const layout = rng.pick(LAYOUTS);
  // A bowl only takes herbs on top; lemons and skewers belong on a plate.
  const onPlate = rng.sample(
    menu.sides.filter((s) => SIDES[s].place === 'plate' && (main.vessel === 'plate' || s === 'herbs')),
    rng.int(1, 2),
  );
  const beside = rng.sample(
    menu.sides.filter((s) => SIDES[s].place === 'dish'),
    rng.int(1, Math.min(2, layout.beside.length)),
  );

  const surface = drawSurface(sk, ['wood', 'linen', 'marble', 'slate', 'tiles']);
  let body = sk.item('surface', surface.phrase, surface.svg);

  const [mx, my] = layout.main;
  const R = layout.size;
  // Decoration the caption leaves out: a napkin and cutlery where nothing else is.
  const [tx, ty] = layout.table;
  body += `<g transform="translate(${tx} ${ty}) rotate(${r1(rng.range(-6, 6))})">${napkin(110, rng.pick(['#f3efe6', '#d9c9a8', '#9fb3a0', '#c98c7a']))}${cutlery(250)}</g>`;

  beside.forEach((kind, i) => {
    const [x, y] = layout.beside[i]!;
    body += `<g transform="translate(${x} ${y})">${sk.item(kind, SIDES[kind].phrase, SIDES[kind].draw(sk, rng.range(100, 120)))}</g>`;
  });

  const vessel = main.vessel === 'bowl' ? deepBowl(sk, R * 0.92) : plate(sk, R);
  const foodR =
    main.vessel === 'bowl'
      ? (vessel as ReturnType<typeof deepBowl>).inner
      : R * (onPlate.length ? 0.56 : 0.62) * (main.spread ?? 1);
  const shift = onPlate.length && main.vessel === 'plate' ? -R * 0.08 : 0;
  let dish = sk.item(main.vessel, vessel.phrase, vessel.svg);
  dish += `<g transform="translate(${r1(shift)} ${r1(shift * 0.5)})">${sk.item(mainKind, main.phrase, main.draw(sk, foodR))}</g>`;
  for (const kind of onPlate) {
    dish += sk.item(kind, SIDES[kind].phrase, placeOnPlate(sk, kind, R));
  }
  body += `<g transform="translate(${mx} ${my}) rotate(${r1(rng.range(-20, 20))})">${dish}</g>`;
  body += vignette(sk);

  const plated = onPlate.filter((k) => k !== 'herbs');
  let caption = capitalize(main.phrase);
  if (onPlate.includes('herbs')) caption += ', scattered with fresh herbs,';
  caption += ` ${main.vessel === 'bowl' ? 'in' : 'on'} ${vessel.phrase}`;
  if (plated.length) caption += `, with ${listPhrase(plated.map((k) => SIDES[k].phrase))}`;
  if (beside.length) caption += `, next to ${listPhrase(beside.map((k) => SIDES[k].phrase))}`;
  caption += `, on ${surface.phrase}`;
  return { body, caption };
}

function placeOnPlate(sk: Sketch, kind: SideKind, R: number): string {
  const side = SIDES[kind];
  if (kind === 'herbs') return side.draw(sk, R * 0.45);
  if (kind === 'skewers') {
    // Two skewers laid across the food.
    const a = sk.rng.range(-40, -20);
    return [0, 1]
      .map(
        (i) =>
          `<g transform="translate(${r1(R * 0.1 + i * R * 0.16)} ${r1(-R * 0.05 + i * R * 0.2)}) rotate(${r1(a)})">${side.draw(sk, R * 1.45)}</g>`,
      )
      .join('');
  }
  const spot = ON_PLATE[kind] ?? { angle: 30, distance: 0.65, size: 0.4 };
  const a = ((spot.angle + sk.rng.range(-15, 15)) * Math.PI) / 180;
  const x = Math.cos(a) * R * spot.distance;
  const y = Math.sin(a) * R * spot.distance;
  return `<g transform="translate(${r1(x)} ${r1(y)})">${side.draw(sk, R * spot.size)}</g>`;
}
