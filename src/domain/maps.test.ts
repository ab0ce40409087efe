import { describe, expect, it } from 'vitest';
import { cityAndState, FALLBACK_PLACE, mapsSearchUrl, placeLabel } from './maps';

describe('where a place is shown', () => {
  it('is the city and its state, Indiana when the state is missing', () => {
    expect(cityAndState({ city: 'Carmel', state: 'IN' })).toBe('Carmel, IN');
    expect(cityAndState({ city: ' Chicago ', state: 'IL' })).toBe('Chicago, IL');
    expect(cityAndState({ city: 'Fishers', state: null })).toBe('Fishers, IN');
  });

  it('is never a bare state', () => {
    expect(cityAndState({ city: null, state: 'IN' })).toBeNull();
    expect(cityAndState({ city: '   ', state: 'IN' })).toBeNull();
  });

  it("falls back from the location to the business's city, then to Indianapolis", () => {
    expect(placeLabel({ city: 'Fishers', state: 'IN' }, { city: 'Carmel', state: 'IN' })).toBe('Fishers, IN');
    expect(placeLabel({ city: null, state: 'IN' }, { city: 'Carmel', state: 'IN' })).toBe('Carmel, IN');
    expect(placeLabel({ city: '', state: 'IN' }, { city: null, state: 'IN' })).toBe(FALLBACK_PLACE);
    expect(placeLabel(undefined)).toBe('Indianapolis, IN');
  });
});

describe('a map search link', () => {
  it('searches the whole address', () => {
    expect(mapsSearchUrl({ address: '12 Main St', city: 'Carmel', state: 'IN', zip: '46032' })).toBe(
      'https://www.google.com/maps/search/?api=1&query=12%20Main%20St%2C%20Carmel%2C%20IN%2046032',
    );
  });

  it('is not made from the state alone', () => {
    expect(mapsSearchUrl({ address: null, city: null, state: 'IN', zip: null })).toBeNull();
    expect(mapsSearchUrl({ address: ' ', city: '', state: 'IN' })).toBeNull();
  });
});
