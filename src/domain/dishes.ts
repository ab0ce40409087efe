// Issue 31: dishes are written many ways ('kabob', 'kebab', 'kabab'), and a person types the spelling they
// grew up with, not the one a listing chose. These are the spellings a search treats as one word, reviewed
// by hand: each group is one dish, its first spelling the usual English one. Trigram likeness forgives
// typos ('falafal'), but not spellings that share few letters ('kabob' and 'kebab' share one trigram), so
// those are listed here. A spelling belongs to one group only, and only spellings that mean nothing else
// (no 'nan' for naan, no 'halim', a name, for haleem).
export const DISH_SPELLINGS: readonly (readonly string[])[] = [
  ['kebab', 'kabob', 'kabab', 'kebap', 'kebob'],
  ['biryani', 'biriyani', 'biriani', 'briyani', 'beryani'],
  ['shawarma', 'shwarma', 'shawerma', 'chawarma', 'schawarma'],
  ['gyro', 'gyros', 'doner', 'donair'],
  ['falafel', 'felafel', 'falafil'],
  ['hummus', 'houmous', 'hommus', 'hummous'],
  ['kunafa', 'knafeh', 'kanafeh', 'kunafeh', 'kunefe', 'knafe'],
  ['baklava', 'baklawa', 'baqlawa'],
  ['samosa', 'samoosa', 'sambusa', 'sambosa'],
  ['kofta', 'kofte', 'kufta', 'kefta', 'kafta'],
  ['tawook', 'taouk', 'tawouk'],
  ['tabbouleh', 'tabouli', 'tabbouli', 'tabouleh'],
  ['fattoush', 'fatoush', 'fattush'],
  ['manakish', 'manaqish', 'manakeesh', 'manoushe'],
  ['labneh', 'labne', 'labna'],
  ['halwa', 'halva', 'halvah'],
  ['karahi', 'kadai', 'karhai', 'kadhai'],
  ['nihari', 'nehari'],
];

/**
 * Dishes the header suggests as a person types ('biry' → biryani), besides the spellings' groups: each
 * is a search for the dish. Cuisines (burgers, pizza, desserts…) are suggested as cuisines instead.
 */
const MORE_DISHES = [
  'chaat',
  'chapli',
  'couscous',
  'haleem',
  'kabsa',
  'koshari',
  'lahmacun',
  'mandi',
  'naan',
  'pakora',
  'pide',
  'qishr',
  'tagine',
  'tandoori',
  'thali',
  'tikka',
];

/** A word as the search compares it: lower case, without accents ('Döner' → 'doner'). */
export function plainWord(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

const groupOf = new Map(DISH_SPELLINGS.flatMap((group) => group.map((spelling) => [spelling, group] as const)));

/** The other spellings of the dish a typed word is ('kabob' → kebab, kabab…); none for any other word. */
export function otherSpellings(word: string): string[] {
  const plain = plainWord(word);
  return (groupOf.get(plain) ?? []).filter((spelling) => spelling !== plain);
}

/**
 * The spellings each word of a search also stands for, as pairs (typed word, other spelling) that a
 * statement can carry as two arrays: 'chicken kabob' → [kabob, kebab], [kabob, kabab]….
 */
export function spellingsOfSearch(term: string): { words: string[]; spellings: string[] } {
  const words: string[] = [];
  const spellings: string[] = [];
  for (const word of new Set(plainWord(term).split(/[^\p{L}\p{N}]+/u))) {
    for (const spelling of otherSpellings(word)) {
      words.push(word);
      spellings.push(spelling);
    }
  }
  return { words, spellings };
}

/** The most dishes one text suggests. */
const DISH_SUGGESTIONS = 5;

/**
 * The dishes whose spelling starts with what was typed ('biry' → biryani, 'kabo' → kabob), one spelling per
 * dish (the usual one when it fits, else the first that does), in the list's order. Two letters or more.
 */
export function dishesStartingWith(text: string): { name: string; spellings: string[] }[] {
  const typed = plainWord(text).trim().replace(/\s+/g, ' ');
  if (typed.length < 2) return [];
  const groups: (readonly string[])[] = [...DISH_SPELLINGS, ...MORE_DISHES.map((dish) => [dish])];
  return groups
    .map((group) => ({ name: group.find((spelling) => spelling.startsWith(typed)), spellings: [...group] }))
    .filter((dish): dish is { name: string; spellings: string[] } => dish.name !== undefined)
    .slice(0, DISH_SUGGESTIONS);
}
