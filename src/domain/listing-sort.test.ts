import { describe, expect, it } from 'vitest';
import { RATING_PRIOR_WEIGHT, weightedRating } from './listing-sort';

describe("'Top rated': the average weighted by how many reviews stand behind it (Corrections 14)", () => {
  // The directory's reviews average 4.2 stars.
  const directoryMean = 4.2;
  const oneFiveStar = { sum: 5, count: 1 };
  // 5, 5 and 4 stars: the card shows 4.7.
  const threeAveraging47 = { sum: 14, count: 3 };

  it('ranks 4.7 from three reviews above a single 5-star review', () => {
    expect(weightedRating(oneFiveStar, directoryMean)).toBeCloseTo((4.2 * 5 + 5) / 6, 10);
    expect(weightedRating(threeAveraging47, directoryMean)).toBeCloseTo((4.2 * 5 + 14) / 8, 10);
    expect(weightedRating(threeAveraging47, directoryMean)).toBeGreaterThan(weightedRating(oneFiveStar, directoryMean));
  });

  it('takes every place to have five more reviews at the directory mean', () => {
    expect(RATING_PRIOR_WEIGHT).toBe(5);
    // Without the weight it is the plain average; a place at the mean stays at the mean.
    expect(weightedRating(oneFiveStar, directoryMean, 0)).toBe(5);
    expect(weightedRating({ sum: 12, count: 3 }, 4)).toBe(4);
    // One 5-star review moves a place a sixth of the way from the mean.
    expect(weightedRating(oneFiveStar, 4)).toBeCloseTo(4 + 1 / 6, 10);
  });

  it('lets a place with many reviews rank by nearly its own average', () => {
    const many = { sum: 4.8 * 200, count: 200 };
    expect(weightedRating(many, directoryMean)).toBeGreaterThan(4.75);
    expect(weightedRating(many, directoryMean)).toBeGreaterThan(weightedRating(oneFiveStar, directoryMean));
  });

  it('puts a place without reviews after every rated one, even a 1-star one', () => {
    expect(weightedRating({ sum: 0, count: 0 }, directoryMean)).toBe(0);
    expect(weightedRating({ sum: 1, count: 1 }, directoryMean)).toBeGreaterThan(0);
  });
});
