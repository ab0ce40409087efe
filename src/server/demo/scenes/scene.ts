import { type BakeryHint, drawBakedGoods } from './baked';
import { type CoffeeHint, drawCoffee } from './coffee';
import { drawDish, type MenuHint } from './dish';
import { drawFoodTruck, type VehicleKind, type VehiclePaint } from './food-truck';
import { drawProduce, type MarketHint } from './produce';
import { seededRandom } from './random';
import { drawShopFront, type ShopKind } from './shop-front';
import { type SceneItem, Sketch } from './sketch';
import { drawTable } from './table';

/**
 * Demo pictures are drawn, not downloaded: compositions of food, tables, shops and trucks built from
 * simple shapes. Each comes with a caption written from the same choices that drew it, so the words
 * never describe something that is not in the picture. Nothing in them is lettering.
 */

export type SceneSubject = 'dish' | 'table' | 'shop-front' | 'produce' | 'baked-goods' | 'coffee' | 'food-truck';

export const SCENE_SUBJECTS: readonly SceneSubject[] = [
  'dish',
  'table',
  'shop-front',
  'produce',
  'baked-goods',
  'coffee',
  'food-truck',
];

/** What a business sells and looks like, so its pictures are its own. All optional. */
export interface SceneHints {
  menu?: MenuHint;
  coffee?: CoffeeHint;
  bakery?: BakeryHint;
  market?: MarketHint;
  shop?: ShopKind;
  vehicle?: VehicleKind;
  /** The paint of a truck, trailer or cart, when the business is known for it. */
  paint?: VehiclePaint;
}

export interface Scene {
  subject: SceneSubject;
  svg: string;
  caption: string;
  /** What the caption names; each is drawn inside `<g data-item="{id}">`. */
  items: SceneItem[];
}

/**
 * Draws one picture. `seed` decides colours, layout and counts (the business slug and the picture's
 * number); `index` turns through the business's hints so its pictures show different things.
 */
export function drawScene(subject: SceneSubject, seed: string, hints: SceneHints = {}, index = 0): Scene {
  const sk = new Sketch(seededRandom(seed));
  const drawing = (() => {
    switch (subject) {
      case 'dish':
        return drawDish(sk, hints.menu, index);
      case 'table':
        return drawTable(
          sk,
          hints.menu ?? { mains: ['saffron-rice', 'couscous', 'curry'], sides: ['salad', 'hummus'] },
          index,
        );
      case 'shop-front':
        return drawShopFront(sk, hints.shop);
      case 'produce':
        return drawProduce(sk, hints.market, index);
      case 'baked-goods':
        return drawBakedGoods(sk, hints.bakery, index);
      case 'coffee':
        return drawCoffee(sk, hints.coffee, index);
      case 'food-truck':
        return drawFoodTruck(sk, hints.vehicle, hints.paint);
    }
  })();
  return { subject, svg: sk.svg(drawing.body), caption: drawing.caption, items: [...sk.items] };
}
