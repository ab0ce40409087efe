import { describe, expect, it } from 'vitest';
import { type DirectionsPlace, directionsPlace, directionsUrl, milesBetween } from './directions';

const downtown = { name: 'Downtown', city: 'Indianapolis', latitude: 39.768, longitude: -86.158, isPrimary: true };
const carmel = { name: 'Carmel', city: 'Carmel', latitude: 39.978, longitude: -86.118, isPrimary: false };
const fortWayne = { name: 'Fort Wayne', city: 'Fort Wayne', latitude: 41.079, longitude: -85.139, comingSoon: true };
const unpinned = { name: 'Lafayette', address: '12 Main St', city: 'Lafayette', isPrimary: false };

describe('Directions on the business page (issue 31)', () => {
  it('leads to the primary location when the visitor has not said where they are', () => {
    expect(directionsPlace([carmel, downtown], null)?.name).toBe('Downtown');
  });

  it('leads to the location nearest the visitor, among those open and pinned', () => {
    const inWestfield = { latitude: 40.043, longitude: -86.127 };
    expect(directionsPlace([downtown, carmel, unpinned], inWestfield)?.name).toBe('Carmel');
    // Fort Wayne is nearer to a visitor there, but it has not opened yet.
    expect(directionsPlace([downtown, fortWayne], { latitude: 41.08, longitude: -85.14 })?.name).toBe('Downtown');
  });

  it('falls back to the primary location when none is pinned, and to none when nothing can be found', () => {
    expect(directionsPlace([unpinned], { latitude: 40, longitude: -86 })?.name).toBe('Lafayette');
    expect(directionsPlace([{ state: 'IN' } as DirectionsPlace], null)).toBeNull();
    expect(directionsPlace([], null)).toBeNull();
  });

  it('asks the map app for directions to the pin, else to the address, never to a bare state', () => {
    expect(directionsUrl(carmel)).toBe('https://www.google.com/maps/dir/?api=1&destination=39.978%2C-86.118');
    expect(directionsUrl({ address: '12 Main St', city: 'Lafayette', state: 'IN', zip: '47901' })).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=12%20Main%20St%2C%20Lafayette%2C%20IN%2047901',
    );
    expect(directionsUrl({ state: 'IN' })).toBeNull();
  });

  it('measures miles along the earth', () => {
    expect(milesBetween(downtown, carmel)).toBeCloseTo(14.6, 0);
    expect(milesBetween(downtown, downtown)).toBe(0);
  });
});
