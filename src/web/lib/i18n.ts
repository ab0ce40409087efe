import type { I18n } from '@lingui/core';
import { englishDecimal } from '../../domain/english-numbers';
import { DEFAULT_LOCALE, intlLocale, type Locale } from '../../domain/locales';
import { english } from '../../domain/translate';

// The words of the interface, in the visitor's language (docs/decisions/017-languages.md).
//
// A message's id is its English text, in ICU MessageFormat: `t('Write a review')`,
// `t('Closes at {time}', { time })`, `t('{count, plural, one {# review} other {# reviews}}', { count })`.
// English needs no catalogue and no library: the id is the text, its placeholders filled by the domain's
// `english` (plurals and selects included). The other languages load Lingui and their compiled catalogue
// (src/web/locales/<locale>/*.json, compiled by the server) before the first render (lib/i18n-runtime.ts).
//
// Rules for callers:
// - `t` is called while rendering or handling an event, never as a module loads: on the server, one module
//   renders pages in every language (entry-server.tsx switches the language around each render).
// - Business content (names, descriptions, reviews) is never passed through `t`: it stays as written.
// - A text that arrives at run time (a validator's or the server's message) goes through `translate`.
// - A number given for a placeholder is written as the language writes numbers (lib/format.ts: '1,234',
//   '4,5' in Spanish); a plural's `#` too. Digits that are not a quantity (a year, a ZIP code) are passed
//   as a string.

let current: { locale: Locale; i18n: I18n | null } = { locale: DEFAULT_LOCALE, i18n: null };

/**
 * Makes `locale` the language of every text `t` gives, with Lingui holding its compiled catalogue (none for
 * English): in the browser once, before the first render (main.tsx); on the server around each render
 * (entry-server.tsx).
 */
export function activateLocale(locale: Locale, i18n: I18n | null) {
  current = { locale, i18n };
}

/** The language the interface is shown in. */
export function activeLocale(): Locale {
  return current.locale;
}

/** One number format per language and options, built on first use (a listing prints hundreds of numbers). */
const numberFormats = new Map<string, Intl.NumberFormat>();

/**
 * A count or measure as the visitor's language writes it: '1,234' in English, '12.345' and '4,5' in Spanish,
 * with Latin digits in every language. Shown through `formatNumber` of lib/format.ts, the one way to show a
 * number; it lives here, beside the active language, because `t` writes its placeholders' numbers with it.
 */
export function formatNumberInActiveLanguage(value: number, options?: Intl.NumberFormatOptions): string {
  // A small whole count is written alike in every language here (Latin digits, nothing to group): no need
  // for the number formatter, whose first use costs a phone a noticeable pause while a page comes alive.
  if (!options && Number.isInteger(value) && value >= 0 && value < 1000) return String(value);
  // English is written by hand, as Intl writes it (domain/english-numbers.ts): no number formatter at all.
  const english = current.locale === 'en' ? englishDecimal(value, options) : null;
  if (english !== null) return english;
  const locale = intlLocale(current.locale);
  const key = options ? `${locale} ${JSON.stringify(options)}` : locale;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}

/** `id` in the active language: its translation when the catalogue has one, else its English words. */
function inActiveLanguage(id: string, values?: Record<string, string | number>): string {
  const shown = values && withNumbersFormatted(id, values);
  const { i18n } = current;
  if (i18n && i18n.messages[id] !== undefined) return i18n._(id, shown);
  return english(id, shown);
}

/**
 * The values with each number written out, except those a plural or a select chooses by: they stay numbers
 * (the plural's `#` is written by Lingui, or the domain's `english`, in the same format).
 */
function withNumbersFormatted(id: string, values: Record<string, string | number>): Record<string, string | number> {
  let shown = values;
  for (const [name, value] of Object.entries(values)) {
    if (typeof value !== 'number' || choosers(id).has(name)) continue;
    if (shown === values) shown = { ...values };
    shown[name] = formatNumberInActiveLanguage(value);
  }
  return shown;
}

/** The placeholders of a message that choose its words (`{count, plural, …}`, `{kind, select, …}`), per id. */
const choosersOf = new Map<string, ReadonlySet<string>>();
function choosers(id: string): ReadonlySet<string> {
  let names = choosersOf.get(id);
  if (!names) {
    names = new Set(
      [...id.matchAll(/\{\s*([\w]+)\s*,\s*(?:plural|selectordinal|select)\s*,/g)].map((match) => match[1] ?? ''),
    );
    choosersOf.set(id, names);
  }
  return names;
}

/**
 * The names of a message's placeholders: `{name}`, `{count, plural, …}`. A plural's branches (`{# places}`,
 * `{Sent to # subscribers}`) are not placeholders: a name is one word.
 */
type PlaceholderName<Inside extends string> = Inside extends `${infer Name},${string}`
  ? Trim<Name>
  : Word<Trim<Inside>>;
type Word<S extends string> = S extends `${string} ${string}` | `${string}#${string}` ? never : S;
type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;
export type Placeholders<Id extends string> = Id extends `${string}{${infer Inside}}${infer Rest}`
  ?
      | (Inside extends `#${string}`
          ? never
          : PlaceholderName<Inside extends `${infer Head}{${string}` ? Head : Inside>)
      | Placeholders<Rest>
  : never;

/** A message's values, one per placeholder; none for a message without placeholders. */
type ValuesOf<Id extends string> = [Placeholders<Id>] extends [never]
  ? []
  : [values: Record<Placeholders<Id>, string | number>];

/** The interface text `id` (its English words) in the active language, with its placeholders filled. */
export function t<const Id extends string>(id: Id, ...values: ValuesOf<Id>): string {
  return inActiveLanguage(id, values[0]);
}

/**
 * A text known only at run time (a validator's message, an error the API sent) in the active language when
 * a catalogue has it, as it is otherwise.
 */
export function translate(text: string): string {
  return inActiveLanguage(text);
}

/**
 * Marks an interface text kept in a constant (a list of options, a table of labels) as a message, so the
 * catalogues carry it; the constant keeps the English id and the screen shows it with `translate(id)`.
 */
export function msg<const Id extends string>(id: Id): Id {
  return id;
}

/** The active language as Intl writes it (Latin digits): for the domain's texts with times and dates. */
export function activeIntlLocale(): string {
  return intlLocale(activeLocale());
}
