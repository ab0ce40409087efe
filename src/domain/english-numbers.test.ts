import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { englishDecimal } from './english-numbers';

describe("English numbers written by hand, as Intl.NumberFormat('en-US') writes them", () => {
  it('groups thousands, keeps the fraction digits asked for and rounds half away from zero', () => {
    expect(englishDecimal(1234)).toBe('1,234');
    expect(englishDecimal(1_234_567.891)).toBe('1,234,567.891');
    expect(englishDecimal(4.45, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.5');
    expect(englishDecimal(4.35, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('4.4');
    expect(englishDecimal(5, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('5.0');
    expect(englishDecimal(9.96, { maximumFractionDigits: 1 })).toBe('10');
    expect(englishDecimal(999.96, { minimumFractionDigits: 1, maximumFractionDigits: 1 })).toBe('1,000.0');
    expect(englishDecimal(0.0004)).toBe('0');
  });

  it('leaves to Intl what it does not write', () => {
    expect(englishDecimal(-1)).toBeNull();
    expect(englishDecimal(1e21)).toBeNull();
    expect(englishDecimal(Number.NaN)).toBeNull();
    expect(englishDecimal(1, { style: 'percent' } as never)).toBeNull();
  });

  it('agrees with Intl on any number and fraction digits', () => {
    const digits = fc
      .tuple(fc.integer({ min: 0, max: 4 }), fc.integer({ min: 0, max: 4 }))
      .map(([a, b]) => ({ minimumFractionDigits: Math.min(a, b), maximumFractionDigits: Math.max(a, b) }));
    const values = fc.oneof(
      fc.double({ min: 0, max: 1e9, noNaN: true }),
      fc.integer({ min: 0, max: 50 }).map((n) => n / 10 + 0.05),
      fc.integer({ min: 0, max: 5_000_000 }).map((n) => n / 1000),
    );
    fc.assert(
      fc.property(values, fc.option(digits, { nil: undefined }), (value, options) => {
        // Only a number JavaScript writes with an exponent is left to Intl.
        const expected = String(value).includes('e') ? null : new Intl.NumberFormat('en-US', options).format(value);
        expect(englishDecimal(value, options)).toBe(expected);
      }),
      { numRuns: 5_000 },
    );
  });
});
