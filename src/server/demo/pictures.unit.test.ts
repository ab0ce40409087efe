import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../domain/slug';
import { DEMO_BUSINESSES, type DemoCategorySlug } from './businesses';
import { demoScenes } from './images';
import { MAINS } from './scenes/food';
import { drawScene, SCENE_SUBJECTS, type Scene, type SceneSubject } from './scenes/scene';

const pictures = DEMO_BUSINESSES.map((business) => ({
  business,
  scenes: demoScenes(slugify(business.name), business),
}));
const everyScene = pictures.flatMap(({ business, scenes }) => scenes.map((scene) => ({ business, scene })));

/** Words a caption uses for each kind of picture. */
const SUBJECT_WORDS: Record<SceneSubject, RegExp> = {
  dish: /\b(plate|bowl)\b/,
  table: /\btable set for\b/,
  'shop-front': /\bshop front\b/,
  produce: /\b(crates?|baskets?|bowls?|sacks?) of\b/,
  'baked-goods': /\b(tray|board|basket) of\b/,
  coffee: /\b(coffee|chai|espresso|latte)\b/,
  'food-truck': /\b(food truck|food trailer|cart)\b/,
};

/** Subjects that suit each category's pictures. */
const FITTING: Record<DemoCategorySlug, SceneSubject[]> = {
  restaurants: ['dish', 'table', 'shop-front'],
  'coffee-shops': ['coffee', 'baked-goods', 'shop-front'],
  bakeries: ['baked-goods', 'shop-front', 'coffee'],
  markets: ['produce', 'shop-front'],
  'mobile-businesses': ['food-truck', 'dish'],
};

const drawnItems = (svg: string) => [...svg.matchAll(/data-item="([^"]+)"/g)].map((m) => m[1]);

/** The picture shrunk to 60×40 RGB pixels, enough to tell two compositions apart. */
async function thumbnail(scene: Scene): Promise<Buffer> {
  return sharp(Buffer.from(scene.svg), { density: 4.8 }).resize(60, 40, { fit: 'fill' }).removeAlpha().raw().toBuffer();
}

describe('demo pictures', () => {
  it('carry no lettering and no business name', () => {
    for (const { scene } of everyScene) {
      expect(scene.svg).not.toMatch(/<(text|tspan|textPath)\b|font-family/i);
      for (const other of DEMO_BUSINESSES) {
        expect(scene.svg.toLowerCase()).not.toContain(other.name.toLowerCase());
        expect(scene.svg).not.toContain(other.name.replaceAll('&', '&amp;'));
      }
    }
  });

  it('differ from business to business: no two covers look alike and no two pictures share a caption', async () => {
    const covers = pictures.map(({ scenes }) => scenes[0]!);
    const thumbs = await Promise.all(covers.map(thumbnail));
    for (let i = 0; i < thumbs.length; i++) {
      for (let j = i + 1; j < thumbs.length; j++) {
        // Mean difference per colour channel, 0–255: the old tiles of one category differed by a few.
        const a = thumbs[i]!;
        const b = thumbs[j]!;
        let sum = 0;
        for (let k = 0; k < a.length; k++) sum += Math.abs(a[k]! - b[k]!);
        const pair = `${DEMO_BUSINESSES[i]!.name} / ${DEMO_BUSINESSES[j]!.name}`;
        expect(sum / a.length, pair).toBeGreaterThan(12);
      }
    }
    const captions = everyScene.map(({ scene }) => scene.caption);
    expect(new Set(captions).size).toBe(captions.length);
  });

  it('shows a different dish on each of the eight restaurants’ covers', () => {
    const restaurants = pictures.filter(
      ({ business }) => business.category === 'restaurants' && business.status === undefined,
    );
    expect(restaurants).toHaveLength(8);
    const mains = restaurants.map(({ scenes }) => scenes[0]!.items.find((i) => i.id in MAINS)?.id);
    expect(mains.every(Boolean)).toBe(true);
    expect(new Set(mains).size).toBe(8);
  });

  it('captions name exactly the things drawn, and say what kind of picture it is', () => {
    for (const { business, scene } of everyScene) {
      const where = `${business.name}: ${scene.caption}`;
      expect(scene.caption, where).toMatch(/^[A-Z]/);
      // An owner can edit a caption of up to 300 characters; the demo's must fit too.
      expect(scene.caption.length, where).toBeLessThanOrEqual(300);
      expect(scene.caption.toLowerCase(), where).toMatch(SUBJECT_WORDS[scene.subject]);
      expect(scene.items.length, where).toBeGreaterThanOrEqual(3);
      for (const item of scene.items) {
        expect(drawnItems(scene.svg), `${where} draws ${item.id}`).toContain(item.id);
        expect(scene.caption.toLowerCase(), `${where} names ${item.phrase}`).toContain(item.phrase.toLowerCase());
      }
      expect(new Set(drawnItems(scene.svg))).toEqual(new Set(scene.items.map((i) => i.id)));
    }
  });

  it('names the dish it drew: a curry caption over a drawn curry, never over rice', () => {
    const curry = drawScene('dish', 'test#0', { menu: { mains: ['curry'], sides: ['naan'] } });
    expect(drawnItems(curry.svg)).toContain('curry');
    expect(drawnItems(curry.svg)).not.toContain('saffron-rice');
    expect(curry.caption).toMatch(/^Red curry with a swirl of cream/);
    expect(curry.caption).toContain('next to naan');
  });

  it('fit the business: restaurants show food, bakeries bakes, markets produce, trucks trucks', () => {
    for (const { business, scene } of everyScene) {
      expect(FITTING[business.category], `${business.name}: ${scene.subject}`).toContain(scene.subject);
    }
    const used = new Set(everyScene.map(({ scene }) => scene.subject));
    expect([...used].sort()).toEqual([...SCENE_SUBJECTS].sort());
  });

  it('come out the same on every start', () => {
    const [first] = pictures;
    expect(demoScenes(slugify(first!.business.name), first!.business)).toEqual(first!.scenes);
  });
});
