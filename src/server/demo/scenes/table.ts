import type { MenuHint } from './dish';
import { MAINS, SIDES, type SideKind } from './food';
import { capitalize, countWord, type SceneDrawing } from './scene-kit';
import { listPhrase, r1, type Sketch } from './sketch';
import { drawSurface, vignette } from './surfaces';
import { cutlery, deepBowl, plate, teaGlass, teapot, waterGlass } from './tableware';

/** Seats around a shared dish: plate centre and how the seat faces (degrees; 0 = diner at the bottom). */
const SEATS: Record<number, [number, number, number][]> = {
  2: [
    [250, 400, 90],
    [950, 400, -90],
  ],
  3: [
    [240, 230, 135],
    [960, 230, -135],
    [600, 680, 0],
  ],
  4: [
    [235, 205, 135],
    [965, 205, -135],
    [235, 600, 45],
    [965, 600, -45],
  ],
};

/** A table from above: places set around a shared dish, with glasses, tea and a side or two. */
export function drawTable(sk: Sketch, menu: MenuHint, index = 0): SceneDrawing {
  const { rng } = sk;
  const mainKind = menu.mains[(index + 1) % menu.mains.length] ?? 'saffron-rice';
  const main = MAINS[mainKind];
  const seats = rng.int(2, 4);
  const surface = drawSurface(sk, ['linen', 'gingham', 'wood', 'tiles']);
  let body = sk.item('surface', surface.phrase, surface.svg);

  // Each place: a plate with a helping of the shared dish, a fork and knife, and a glass of water.
  let places = '';
  let glasses = '';
  for (const [x, y, facing] of SEATS[seats]!) {
    const dinner = plate(sk, 118);
    const helping = main.vessel === 'bowl' ? deepBowl(sk, 70).svg + main.draw(sk, 58) : main.draw(sk, 62);
    places += `<g transform="translate(${x} ${y}) rotate(${r1(facing + rng.range(-8, 8))})">${dinner.svg}${helping}<g transform="translate(165 0)">${cutlery(210)}</g></g>`;
    const a = ((facing - 60) * Math.PI) / 180;
    glasses += `<g transform="translate(${r1(x + Math.sin(a) * 150)} ${r1(y - Math.cos(a) * 150)})">${waterGlass(38)}</g>`;
  }
  const setFor = `a table set for ${countWord(seats)} with filled plates, forks and knives`;
  body += sk.item('places', setFor, places);
  body += sk.item('glasses', 'glasses of water', glasses);

  const centre = main.vessel === 'bowl' ? deepBowl(sk, 165) : plate(sk, 185);
  const shared = `<g transform="translate(${r1(600 + rng.range(-20, 20))} ${r1(seats === 3 ? 340 : 400)})">${centre.svg}${main.draw(sk, main.vessel === 'bowl' ? 140 : 125)}</g>`;
  const platter = `a sharing dish of ${main.phrase}`;
  body += sk.item(mainKind, platter, shared);

  const extras: string[] = [];
  if (rng.chance(0.6) || seats === 2) {
    const tea = rng.pick(['#a8431a', '#b36a2c', '#c58d57']);
    const pot = `<g transform="translate(600 ${seats === 2 ? 110 : 95})">${teapot(sk, 52)}</g>`;
    const cups = [-1, 1]
      .map(
        (side) =>
          `<g transform="translate(${600 + side * 130} ${seats === 2 ? 120 : 105})">${teaGlass(sk, 24, tea)}</g>`,
      )
      .join('');
    body += sk.item('tea', 'a teapot with small glasses of tea', pot + cups);
    extras.push('a teapot with small glasses of tea');
  }
  const sideSpots: [number, number][] =
    seats === 3
      ? [
          [330, 560],
          [870, 560],
        ]
      : [[600, 700]];
  const sideKinds = rng.sample(
    menu.sides.filter((s): s is SideKind => SIDES[s].place === 'dish' && s !== 'fries' && s !== 'consomme'),
    sideSpots.length,
  );
  sideKinds.forEach((kind, i) => {
    const [x, y] = sideSpots[i]!;
    body += `<g transform="translate(${x} ${y}) rotate(${r1(rng.range(-20, 20))})">${sk.item(kind, SIDES[kind].phrase, SIDES[kind].draw(sk, 82))}</g>`;
    extras.push(SIDES[kind].phrase);
  });
  body += vignette(sk, 0.4);

  const caption = `${capitalize(setFor)}, ${platter} in the middle, ${listPhrase(['glasses of water', ...extras])}, on ${surface.phrase}`;
  return { body, caption };
}
