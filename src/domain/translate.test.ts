import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatDistance } from './geo';
import { defaultLocationName } from './maps';
import { formatTime, rangesText, statusText, weekdayName } from './opening-hours';
import { accountTypeLabel } from './profile';
import { english, type Translate } from './translate';

describe('english', () => {
  it('returns the id as it is without values', () => {
    expect(english('Open now')).toBe('Open now');
    expect(english("Don''t {touch}")).toBe("Don''t {touch}");
  });

  it('fills placeholders', () => {
    expect(english('Closes {weekday} at {time}', { weekday: 'Friday', time: '9 PM' })).toBe('Closes Friday at 9 PM');
    expect(english('Location {number}', { number: 2 })).toBe('Location 2');
  });

  it('chooses English plural forms and writes # as the count', () => {
    const id = '{count, plural, =0 {No reviews} one {# review} other {# reviews}}';
    expect(english(id, { count: 0 })).toBe('No reviews');
    expect(english(id, { count: 1 })).toBe('1 review');
    expect(english(id, { count: 5 })).toBe('5 reviews');
    expect(english(id, { count: 1234 })).toBe('1,234 reviews');
  });

  it('chooses a select case, falling back to other', () => {
    const id = '{side, select, customer {You} other {The business}} replied';
    expect(english(id, { side: 'customer' })).toBe('You replied');
    expect(english(id, { side: 'business' })).toBe('The business replied');
  });

  it("reads ICU's apostrophes: '' is one, '{' quotes a brace", () => {
    expect(english("{name}''s page", { name: 'Ali' })).toBe("Ali's page");
    expect(english("Type '{name}' for {name}", { name: 'x' })).toBe('Type {name} for x');
    expect(english("Today's hours at {place}", { place: 'Carmel' })).toBe("Today's hours at Carmel");
  });
});

/** A reader whose language marks every text, to see that each goes through `t`. */
const marked: Translate = (id, values) => `«${english(id, values ?? {})}»`;

describe('the domain in another language', () => {
  const moment = (time: string, day: 'today' | 'tomorrow' | number) => ({ at: '2026-06-05T00:00:00.000Z', time, day });

  it('builds the status from messages, the weekday and the time in the reader’s language', () => {
    expect(statusText({ state: 'closed', next: moment('11:00', 5) }, marked)).toEqual({
      headline: '«Closed»',
      detail: '«Opens «Friday» at 11 AM»',
    });
    expect(statusText({ state: 'open', until: moment('21:00', 'today') }, marked, 'es-u-nu-latn')).toEqual({
      headline: '«Open now»',
      detail: '«Closes at 21:00»',
    });
    expect(statusText({ state: 'open', until: null }, marked)?.detail).toBe('«Open 24 hours»');
  });

  it('writes times as the locale does, with Latin digits', () => {
    expect(formatTime('21:00', 'es-u-nu-latn')).toBe('21:00');
    expect(formatTime('09:30', 'ar-u-nu-latn')).toMatch(/^9:30\s?ص$/);
    expect(formatTime('21:00', 'ar-u-nu-latn')).toMatch(/^9\s?م$/);
  });

  it('translates ranges, day names, account types, location names and distances', () => {
    expect(rangesText([], marked)).toBe('«Closed»');
    expect(
      rangesText(
        [
          ['11:00', '15:00'],
          ['17:00', '22:00'],
        ],
        marked,
      ),
    ).toBe('«11 AM – 3 PM»«, »«5 PM – 10 PM»');
    expect(weekdayName(0, marked)).toBe('«Sunday»');
    expect(accountTypeLabel('business_owner', marked)).toBe('«business owner»');
    expect(defaultLocationName(2, marked)).toBe('«Location 3»');
    expect(formatDistance(2.34, marked, 'es-u-nu-latn')).toBe('«2,3 mi»');
  });

  it('keeps the English texts of old', () => {
    expect(accountTypeLabel('business_owner')).toBe('business owner');
    expect(accountTypeLabel('user')).toBe('user');
    expect(defaultLocationName(0)).toBe('Main Location');
    expect(defaultLocationName(1)).toBe('Location 2');
    expect(formatDistance(0.44)).toBe('0.4 mi');
    expect(formatDistance(12.6)).toBe('13 mi');
  });
});

describe('the catalogue of these messages', () => {
  const read = (path: string) => readFileSync(fileURLToPath(new URL(path, import.meta.url)), 'utf8');
  const catalogue = (locale: string) =>
    JSON.parse(read(`../web/locales/${locale}/messages.json`)) as Record<string, string>;
  const englishCatalogue = catalogue('en');

  it('has every message the domain writes with t()', () => {
    const sources = ['opening-hours.ts', 'profile.ts', 'maps.ts', 'geo.ts'].map((file) => read(`./${file}`));
    const ids = sources.flatMap((source) => [...source.matchAll(/\bt\('((?:[^'\\]|\\.)*)'/g)].map((m) => m[1]));
    expect(ids.length).toBeGreaterThan(20);
    for (const id of ids) expect(englishCatalogue).toHaveProperty([id as string], id);
  });

  it('has the same messages in every language, each translated', () => {
    for (const locale of ['ar', 'ur', 'es']) {
      const translated = catalogue(locale);
      expect(Object.keys(translated)).toEqual(Object.keys(englishCatalogue));
      for (const text of Object.values(translated)) expect(text).not.toBe('');
    }
  });
});
