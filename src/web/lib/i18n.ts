import type { I18n } from '@lingui/core';
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

/** `id` in the active language: its translation when the catalogue has one, else its English words. */
function inActiveLanguage(id: string, values?: Record<string, string | number>): string {
  const { i18n } = current;
  if (i18n && i18n.messages[id] !== undefined) return i18n._(id, values);
  return english(id, values);
}

/** The names of a message's placeholders: `{name}`, `{count, plural, …}` (a plural's `#` is not one). */
type PlaceholderName<Inside extends string> = Inside extends `${infer Name},${string}` ? Trim<Name> : Trim<Inside>;
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
