import { CUISINE_KEYS, CUISINES, type Cuisine } from '../../../domain/cuisines';
import { activeIntlLocale, translate } from '../../lib/i18n';

/** A cuisine's name in the reader's language: the directory's own word, so it is translated. */
export function cuisineName(cuisine: Cuisine): string {
  return translate(CUISINES[cuisine]);
}

const orderByLanguage = new Map<string, Cuisine[]>();

/** Every cuisine, in the alphabetical order of the reader's language (sorted once per language). */
export function cuisinesByName(): Cuisine[] {
  const language = activeIntlLocale();
  let order = orderByLanguage.get(language);
  if (!order) {
    const collator = new Intl.Collator(language);
    order = [...CUISINE_KEYS].sort((a, b) => collator.compare(cuisineName(a), cuisineName(b)));
    orderByLanguage.set(language, order);
  }
  return order;
}
