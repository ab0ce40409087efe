import { describe, expect, it } from 'vitest';
import { passportPageCount } from '../../../domain';
import { businessPageIndex, samePageIn, viewAt } from './passport-pages';

describe('the pages of the passport book', () => {
  it('shows the cover, info, stats, then a profile and a notes page per business on a phone', () => {
    const pages = Array.from({ length: passportPageCount('mobile', 2) }, (_, i) => viewAt('mobile', i));
    expect(pages).toEqual([
      { kind: 'cover' },
      { kind: 'info' },
      { kind: 'stats' },
      { kind: 'profile', business: 0 },
      { kind: 'notes', business: 0 },
      { kind: 'profile', business: 1 },
      { kind: 'notes', business: 1 },
    ]);
  });

  it('shows the cover, info beside stats, then a spread per business on a wider screen', () => {
    const pages = Array.from({ length: passportPageCount('desktop', 2) }, (_, i) => viewAt('desktop', i));
    expect(pages).toEqual([
      { kind: 'cover' },
      { kind: 'info-and-stats' },
      { kind: 'business', business: 0 },
      { kind: 'business', business: 1 },
    ]);
  });

  it("opens at a business's profile", () => {
    expect(businessPageIndex('mobile', 4)).toBe(11);
    expect(businessPageIndex('desktop', 4)).toBe(6);
  });

  it('keeps its place when the screen changes between phone and wider', () => {
    expect(samePageIn('mobile', 'desktop', 12)).toBe(6); // business 4's notes → its spread
    expect(samePageIn('desktop', 'mobile', 6)).toBe(11); // business 4's spread → its profile
    expect(samePageIn('mobile', 'desktop', 2)).toBe(1); // stats → info and stats
    expect(samePageIn('desktop', 'mobile', 0)).toBe(0);
  });
});
