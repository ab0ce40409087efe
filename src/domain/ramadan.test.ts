import { describe, expect, it } from 'vitest';
import { centsOf, optionalCentsOf, priceText } from './prices';
import { inSeason, ramadanHoursInput, ramadanSeasonInput, ramadanSpecialInput } from './ramadan';

const iftar = (from: string, to: string, extra = {}) => ({
  from,
  to,
  opensAt: null,
  minutesBeforeMaghrib: 0,
  closes: '22:00',
  ...extra,
});

describe('the Ramadan season', () => {
  it('takes a start and a later end, at most 31 days', () => {
    expect(ramadanSeasonInput.safeParse({ starts: '2026-02-18', ends: '2026-03-19' }).success).toBe(true);
    expect(ramadanSeasonInput.safeParse({ starts: '2026-02-18', ends: '2026-02-18' }).success).toBe(false);
    expect(ramadanSeasonInput.safeParse({ starts: '2026-03-19', ends: '2026-02-18' }).success).toBe(false);
    expect(ramadanSeasonInput.safeParse({ starts: '2026-02-18', ends: '2026-03-21' }).success).toBe(false);
    expect(ramadanSeasonInput.safeParse({ starts: '1999-02-18', ends: '1999-03-10' }).success).toBe(false);
    expect(ramadanSeasonInput.safeParse({ starts: '2026-02-30', ends: '2026-03-10' }).success).toBe(false);
  });

  it('holds on its first and last day and not after', () => {
    const season = { starts: '2026-02-18', ends: '2026-03-19' };
    expect(inSeason(season, '2026-02-18')).toBe(true);
    expect(inSeason(season, '2026-03-19')).toBe(true);
    expect(inSeason(season, '2026-03-20')).toBe(false);
    expect(inSeason(null, '2026-03-01')).toBe(false);
  });
});

describe('Ramadan hours', () => {
  it('takes iftar at maghrib or a fixed time and suhoor across midnight', () => {
    const parsed = ramadanHoursInput.safeParse({
      iftar: [iftar('2026-02-18', '2026-03-01'), iftar('2026-03-02', '2026-03-19', { opensAt: '19:00' })],
      suhoor: [{ from: '2026-02-18', to: '2026-03-19', opens: '23:30', closes: '04:30' }],
    });
    expect(parsed.success).toBe(true);
  });

  it.each([
    [
      'overlapping ranges',
      { iftar: [iftar('2026-02-18', '2026-03-01'), iftar('2026-03-01', '2026-03-05')], suhoor: [] },
    ],
    ['a range ending before it starts', { iftar: [iftar('2026-03-05', '2026-03-01')], suhoor: [] }],
    ['a range of 40 days', { iftar: [iftar('2026-02-01', '2026-03-12')], suhoor: [] }],
    ['iftar closing in the morning', { iftar: [iftar('2026-03-01', '2026-03-05', { closes: '02:00' })], suhoor: [] }],
    ['iftar opening after it closes', { iftar: [iftar('2026-03-01', '2026-03-05', { opensAt: '22:30' })], suhoor: [] }],
    [
      'three hours before maghrib',
      { iftar: [iftar('2026-03-01', '2026-03-05', { minutesBeforeMaghrib: 180 })], suhoor: [] },
    ],
    [
      'a time that is not one',
      { iftar: [], suhoor: [{ from: '2026-03-01', to: '2026-03-05', opens: '25:00', closes: '04:00' }] },
    ],
    [
      'suhoor opening as it closes',
      { iftar: [], suhoor: [{ from: '2026-03-01', to: '2026-03-05', opens: '04:00', closes: '04:00' }] },
    ],
  ])('refuses %s', (_, body) => {
    expect(ramadanHoursInput.safeParse(body).success).toBe(false);
  });
});

describe('Ramadan specials', () => {
  it('takes a name and a price in whole cents up to $1,000', () => {
    expect(ramadanSpecialInput.parse({ name: ' Iftar buffet ', priceCents: 2499 })).toEqual({
      name: 'Iftar buffet',
      description: null,
      priceCents: 2499,
    });
    for (const priceCents of [-1, 24.99, 100_001, '2499', null])
      expect(ramadanSpecialInput.safeParse({ name: 'Buffet', priceCents }).success).toBe(false);
    expect(ramadanSpecialInput.safeParse({ name: '  ', priceCents: 100 }).success).toBe(false);
  });

  it('reads and writes prices as people type them', () => {
    expect(priceText(2499)).toBe('$24.99');
    expect(priceText(100_000)).toBe('$1,000.00');
    expect(centsOf('24.99')).toBe(2499);
    expect(centsOf('$24.5')).toBe(2450);
    expect(centsOf('24')).toBe(2400);
    expect(centsOf('24.999')).toBeNull();
    expect(centsOf('-3')).toBeNull();
    expect(centsOf('abc')).toBeNull();
    expect(centsOf('$1,024.99')).toBe(102499);
    // A menu's dish may have no price; one typed that is not a price is told apart from none.
    expect(optionalCentsOf('  ')).toBeNull();
    expect(optionalCentsOf('12.5')).toBe(1250);
    expect(optionalCentsOf('twelve')).toBeNaN();
  });
});
