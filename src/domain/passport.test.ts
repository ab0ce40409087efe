import { describe, expect, it } from 'vitest';
import {
  NOTE_START_LENGTH,
  noteStart,
  passportId,
  passportPageCount,
  passportProgress,
  passportRank,
} from './passport';

describe('passport rank (SPEC §4)', () => {
  it.each([
    [0, 'New Explorer'],
    [4, 'New Explorer'],
    [5, 'Taste Discoverer'],
    [9, 'Taste Discoverer'],
    [10, 'Foodie Adventurer'],
    [14, 'Foodie Adventurer'],
    [15, 'Culinary Ambassador'],
    [19, 'Culinary Ambassador'],
    [20, 'Halal Explorer Master'],
    [137, 'Halal Explorer Master'],
  ])('%i stamps make a %s', (visited, rank) => {
    expect(passportRank(visited)).toBe(rank);
  });
});

describe('passport progress bar', () => {
  it.each([
    [0, 0],
    [1, 20],
    [4, 80],
    [5, 0],
    [7, 40],
    [10, 0],
    [19, 80],
    [20, 0],
  ])('%i stamps fill %i%%', (visited, percent) => {
    expect(passportProgress(visited)).toBe(percent);
  });
});

describe('passport pages (SPEC §9)', () => {
  it('has cover, info and stats and two pages per business on a phone', () => {
    expect(passportPageCount('mobile', 0)).toBe(3);
    expect(passportPageCount('mobile', 1)).toBe(5);
    expect(passportPageCount('mobile', 40)).toBe(83);
  });

  it('has cover and the info/stats spread and one page per business on a wider screen', () => {
    expect(passportPageCount('desktop', 0)).toBe(2);
    expect(passportPageCount('desktop', 1)).toBe(3);
    expect(passportPageCount('desktop', 40)).toBe(42);
  });
});

describe('passport id', () => {
  it("is 'DHP-' and the first 8 characters of the user id, uppercased", () => {
    expect(passportId('0b7f3c1e-5d2a-4c4b-9a51-6f1e2d3c4b5a')).toBe('DHP-0B7F3C1E');
  });
});

describe("the start of a note in 'My stamps'", () => {
  it('is the whole note when it is short, on one line', () => {
    expect(noteStart('  Lamb chops!\n\nAsk for extra chutney  ')).toBe('Lamb chops! Ask for extra chutney');
    expect(noteStart('')).toBe('');
  });

  it(`ends after the last whole word within ${NOTE_START_LENGTH} characters, with '…'`, () => {
    const note = `${'Biryani '.repeat(12)}pilau`; // 101 characters: the last word does not fit
    const start = noteStart(note);
    expect(start).toBe(`${'Biryani '.repeat(12).trimEnd()}…`);
    expect(start.length).toBeLessThanOrEqual(NOTE_START_LENGTH + 1);
  });

  it('cuts a note without spaces at the length, never inside a character', () => {
    expect(noteStart('ب'.repeat(150))).toBe(`${'ب'.repeat(NOTE_START_LENGTH)}…`);
    const emoji = noteStart('😋'.repeat(120));
    expect(Array.from(emoji)).toHaveLength(NOTE_START_LENGTH + 1);
    expect(emoji).toBe(`${'😋'.repeat(NOTE_START_LENGTH)}…`);
  });
});
