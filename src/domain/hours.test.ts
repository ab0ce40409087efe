import { describe, expect, it } from 'vitest';
import { defaultTimeZoneForCity, emptyHours } from './hours';

// Issue 17: a new location's time zone, from its city. Most of Indiana keeps Eastern time; the twelve
// counties of the north-west and south-west corners keep Central.

describe('the time zone a new location gets from its city', () => {
  it('is Central in the corners: Evansville in the south-west, Gary in the north-west', () => {
    expect(defaultTimeZoneForCity('Evansville')).toBe('America/Chicago');
    expect(defaultTimeZoneForCity('Gary')).toBe('America/Chicago');
  });

  it('reads the city as typed, whatever its case and spaces', () => {
    expect(defaultTimeZoneForCity('  evansville ')).toBe('America/Chicago');
    expect(defaultTimeZoneForCity('MICHIGAN CITY')).toBe('America/Chicago');
  });

  it('is Eastern in Indianapolis, in a city it does not know, and with no city', () => {
    expect(defaultTimeZoneForCity('Indianapolis')).toBe('America/Indiana/Indianapolis');
    expect(defaultTimeZoneForCity('Nowhereville')).toBe('America/Indiana/Indianapolis');
    expect(defaultTimeZoneForCity('')).toBe('America/Indiana/Indianapolis');
    expect(defaultTimeZoneForCity(null)).toBe('America/Indiana/Indianapolis');
  });

  it("gives a location with no hours yet its city's time zone", () => {
    expect(emptyHours('Gary')).toEqual({
      weekly: null,
      special: [],
      temporarilyClosed: false,
      timeZone: 'America/Chicago',
    });
  });
});
