import { describe, expect, it } from 'vitest';
import { DISH_SPELLINGS, dishesStartingWith, otherSpellings, spellingsOfSearch } from './dishes';

describe('the spellings of a dish', () => {
  it('read kabob, kebab and kabab as one dish, and biriyani as biryani, shwarma as shawarma, gyro as doner', () => {
    expect(otherSpellings('kabob')).toEqual(expect.arrayContaining(['kebab', 'kabab']));
    expect(otherSpellings('Biriyani')).toContain('biryani');
    expect(otherSpellings('shwarma')).toContain('shawarma');
    expect(otherSpellings('gyro')).toContain('doner');
    expect(otherSpellings('Döner')).toContain('gyro');
    expect(otherSpellings('kabob')).not.toContain('kabob');
  });

  it('leave every other word alone', () => {
    expect(otherSpellings('chicken')).toEqual([]);
    expect(otherSpellings('')).toEqual([]);
  });

  it('give each spelling one dish, written plainly (lower case letters, no accents)', () => {
    const spellings = DISH_SPELLINGS.flat();
    expect(new Set(spellings).size).toBe(spellings.length);
    for (const spelling of spellings) expect(spelling).toMatch(/^[a-z]+$/);
  });

  it('pair each word of a search with its other spellings, once however often it is typed', () => {
    const { words, spellings } = spellingsOfSearch('Chicken KABOB, kabob!');
    expect(words.every((word) => word === 'kabob')).toBe(true);
    expect(spellings).toEqual(otherSpellings('kabob'));
    expect(spellingsOfSearch('chicken wrap')).toEqual({ words: [], spellings: [] });
  });
});

describe('the dishes suggested as a person types', () => {
  it('start with what was typed, shown in the spelling that fits it', () => {
    expect(dishesStartingWith('biry').map((dish) => dish.name)).toEqual(['biryani']);
    expect(dishesStartingWith('Kabo')).toEqual([{ name: 'kabob', spellings: expect.arrayContaining(['kebab']) }]);
    expect(dishesStartingWith('keb').map((dish) => dish.name)).toEqual(['kebab']);
  });

  it('wait for two letters and offer five at most', () => {
    expect(dishesStartingWith('b')).toEqual([]);
    expect(dishesStartingWith('  ')).toEqual([]);
    expect(dishesStartingWith('ka').length).toBeLessThanOrEqual(5);
    expect(dishesStartingWith('ka').length).toBeGreaterThan(1);
    expect(dishesStartingWith('chicken biry')).toEqual([]);
  });
});
