import { keysOf } from './halal';

// The cuisines a business may name (at most five), the directory's own words: a listing stores the keys, the
// web shows the names in the reader's language, and the search document holds the English names (weight B,
// beside the categories). A name is its key with spaces for underscores, so the database derives the words
// from the keys (migration 0015) and the two cannot drift apart (cuisines.test.ts).
export const CUISINES = {
  afghan: 'Afghan',
  american: 'American',
  arab: 'Arab',
  bangladeshi: 'Bangladeshi',
  bosnian: 'Bosnian',
  burgers: 'Burgers',
  burmese: 'Burmese',
  chinese: 'Chinese',
  coffee: 'Coffee',
  desserts: 'Desserts',
  egyptian: 'Egyptian',
  ethiopian: 'Ethiopian',
  indian: 'Indian',
  indonesian: 'Indonesian',
  iraqi: 'Iraqi',
  lebanese: 'Lebanese',
  mediterranean: 'Mediterranean',
  mexican: 'Mexican',
  middle_eastern: 'Middle Eastern',
  moroccan: 'Moroccan',
  pakistani: 'Pakistani',
  palestinian: 'Palestinian',
  persian: 'Persian',
  pizza: 'Pizza',
  somali: 'Somali',
  syrian: 'Syrian',
  turkish: 'Turkish',
  uyghur: 'Uyghur',
  west_african: 'West African',
  yemeni: 'Yemeni',
} as const;
export type Cuisine = keyof typeof CUISINES;

/** The most cuisines one business names. */
export const CUISINES_PER_BUSINESS = 5;

export const CUISINE_KEYS = keysOf(CUISINES);

/** The known cuisines a `cuisine` parameter names (`pakistani,turkish`), each once, in the order of CUISINES. */
export function cuisineFilterList(value: string | undefined | null): Cuisine[] {
  const asked = new Set((value ?? '').split(',').map((name) => name.trim()));
  return CUISINE_KEYS.filter((name) => asked.has(name));
}
