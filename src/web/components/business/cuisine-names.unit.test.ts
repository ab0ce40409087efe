import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CUISINE_KEYS, CUISINES } from '../../../domain/cuisines';
import { LOCALES } from '../../../domain/locales';

// The cuisines' names come from the domain, not from t() or msg() in the web's code, so the catalogue test
// cannot see them: every language must still have each one.
describe('the cuisine names', () => {
  it('are in the catalogue of every language', () => {
    for (const locale of LOCALES) {
      const file = path.resolve('src/web/locales', locale, 'catalog.json');
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      const missing = CUISINE_KEYS.map((key) => CUISINES[key]).filter((name) => !catalogue[name]?.trim());
      expect(missing, `${locale}/catalog.json`).toEqual([]);
    }
  });

  it('are written in English alphabetical order, the order English readers are shown them without sorting', () => {
    const names = CUISINE_KEYS.map((key) => CUISINES[key]);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });
});
