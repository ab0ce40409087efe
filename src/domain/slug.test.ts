import { describe, expect, it } from 'vitest';
import { isUuid, slugify, uniqueSlug } from './slug';

describe('slug rule (SPEC §5)', () => {
  it('lower-cases, trims, drops punctuation and joins words with single hyphens', () => {
    expect(slugify("  Aladdin's Grill & Café  ")).toBe('aladdins-grill-café');
    expect(slugify('Zaytoon -- Kitchen')).toBe('zaytoon-kitchen');
    expect(slugify('-Halal_Bites-')).toBe('halal_bites');
    expect(slugify('Shawarma   King 2')).toBe('shawarma-king-2');
    expect(slugify('!!!')).toBe('');
  });

  it('gives a clash the next free number', () => {
    expect(uniqueSlug('sahara', new Set())).toBe('sahara');
    expect(uniqueSlug('sahara', new Set(['sahara']))).toBe('sahara-2');
    expect(uniqueSlug('sahara', new Set(['sahara', 'sahara-2']))).toBe('sahara-3');
    expect(uniqueSlug('', new Set())).toBe('business');
  });

  it('recognises UUIDs for the id-first lookup', () => {
    expect(isUuid('3f2b8c1e-9a4d-4e2f-8b1a-2c3d4e5f6a7b')).toBe(true);
    expect(isUuid('aladdins-grill')).toBe(false);
  });
});
