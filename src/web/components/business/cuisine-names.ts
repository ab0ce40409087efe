import { CUISINE_KEYS, CUISINES, type Cuisine } from '../../../domain/cuisines';
import { activeIntlLocale, translate } from '../../lib/i18n';

/** A cuisine's name in the reader's language: the directory's own word, so it is translated. */
export function cuisineName(cuisine: Cuisine): string {
  return translate(CUISINES[cuisine]);
}

const orderByLanguage = new Map<string, readonly Cuisine[]>();

/**
 * Every cuisine, in the alphabetical order of the reader's language (sorted once per language). The domain's
 * table is written in English alphabetical order, so English, the language of most first visits, builds no
 * collator: on a slow phone that is a tenth of a second of the listing's first moments.
 */
export function cuisinesByName(): readonly Cuisine[] {
  const language = activeIntlLocale();
  if (language.startsWith('en')) return CUISINE_KEYS;
  let order = orderByLanguage.get(language);
  if (!order) {
    const collator = new Intl.Collator(language);
    const names = new Map(CUISINE_KEYS.map((key) => [key, cuisineName(key)]));
    order = [...CUISINE_KEYS].sort((a, b) => collator.compare(names.get(a) ?? a, names.get(b) ?? b));
    orderByLanguage.set(language, order);
  }
  return order;
}
