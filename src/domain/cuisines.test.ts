import { describe, expect, it } from 'vitest';
import { CUISINE_KEYS, CUISINES, cuisineFilterList } from './cuisines';

describe('cuisines', () => {
  it('are named by their key, so the search document can take the words from the stored keys', () => {
    for (const key of CUISINE_KEYS) expect(CUISINES[key].toLowerCase()).toBe(key.replaceAll('_', ' '));
  });

  it('read a filter parameter as the known cuisines it names, each once, in the list order', () => {
    expect(cuisineFilterList('turkish, pakistani,klingon,turkish')).toEqual(['pakistani', 'turkish']);
    expect(cuisineFilterList('')).toEqual([]);
    expect(cuisineFilterList(undefined)).toEqual([]);
  });
});
