import { CUISINE_KEYS, CUISINES, type Cuisine } from '../../../domain/cuisines';
import { LOCALES } from '../../../domain/locales';
import { translate } from '../../i18n/catalogues';

// A cuisine named in the reader's language ('باكستاني', 'پاکستانی', 'paquistaní') finds the places of that
// cuisine as its English name does (issue 18): a business's document holds the English names only
// (migration 0015), so the other languages' names, the catalogues' own, are read from what was typed.

/** A text as the names are compared: lower case, without accents or Arabic vowel marks, words apart. */
function comparable(text: string) {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u064b-\u065f\u0670]/g, '')
    .toLowerCase();
  return ` ${plain.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
}

let namesByCuisine: Array<[Cuisine, string[]]> | undefined;

/** Each cuisine's names in the languages other than English, as compared (built once, from the catalogues). */
function translatedNames() {
  namesByCuisine ??= CUISINE_KEYS.map((cuisine): [Cuisine, string[]] => [
    cuisine,
    LOCALES.filter((locale) => locale !== 'en')
      .map((locale) => translate(locale, CUISINES[cuisine]))
      .filter((name) => name !== CUISINES[cuisine])
      .map(comparable),
  ]);
  return namesByCuisine;
}

/**
 * Issue 31: the cuisines one of whose names (in English or the reader's languages) has a word starting with
 * what was typed ('pak' → Pakistani, 'east' → Middle Eastern, 'egip' → egipcia), as the header suggests them.
 */
export function cuisinesStartingWith(text: string): Cuisine[] {
  const typed = comparable(text).trimEnd();
  if (typed.trim() === '') return [];
  return translatedNames()
    .filter(([cuisine, names]) => [comparable(CUISINES[cuisine]), ...names].some((name) => name.includes(typed)))
    .map(([cuisine]) => cuisine);
}

/** The cuisines whose name, in Arabic, Urdu or Spanish, stands among the words typed. */
export function cuisinesNamedIn(term: string): Cuisine[] {
  const typed = comparable(term);
  return translatedNames()
    .filter(([, names]) => names.some((name) => name.trim() !== '' && typed.includes(name)))
    .map(([cuisine]) => cuisine);
}
