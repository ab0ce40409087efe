// The languages the directory speaks. English is the default and the language of every text in the spec;
// Arabic and Urdu are written right to left. The catalogues of the others are src/web/locales/<locale>/.

export const LOCALES = ['en', 'ar', 'ur', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's name as its readers write it: what the language switcher offers. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  ar: 'العربية',
  ur: 'اردو',
  es: 'Español',
};

/** The cookie that remembers a visitor's choice of language (a year). */
export const LOCALE_COOKIE = 'lang';

const RIGHT_TO_LEFT: ReadonlySet<Locale> = new Set(['ar', 'ur']);

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function localeDirection(locale: Locale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The tag Intl formats numbers and dates with. Latin digits in every language: ratings, prices, ZIP codes,
 * phone numbers and opening times sit side by side, and business content is written with them.
 */
export function intlLocale(locale: Locale): string {
  return locale === 'en' ? 'en-US' : `${locale}-u-nu-latn`;
}

/**
 * The best of the directory's languages for an `Accept-Language` header ("ar-EG,ar;q=0.9,en;q=0.8"), by
 * quality then order; English when none of them is asked for.
 */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return DEFAULT_LOCALE;
  const asked = header
    .split(',')
    .slice(0, 20)
    .map((part, order) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q === undefined ? 1 : Number(q.slice(2));
      return {
        language: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isFinite(quality) ? quality : 0,
        order,
      };
    })
    .filter((entry) => entry.quality > 0 && isLocale(entry.language))
    .sort((a, b) => b.quality - a.quality || a.order - b.order);
  const best = asked[0]?.language;
  return isLocale(best) ? best : DEFAULT_LOCALE;
}
