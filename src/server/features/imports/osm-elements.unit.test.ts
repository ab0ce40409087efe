import { describe, expect, it } from 'vitest';
import { inIndiana, placeOfElement, usPhone, webLink } from './osm-elements';
import { importedHours } from './osm-hours';
import { hostKey, MatchIndex, nameSimilarity } from './place-matching';

// Issue 35: OpenStreetMap's tags as the directory's fields; what does not fit is left out or kept as a note.

describe('importedHours', () => {
  it('reads a plain week, Sunday first, with openings past midnight as one', () => {
    expect(importedHours('Mo-Fr 11:00-21:00; Sa,Su 12:00-22:00').weekly?.[0]).toEqual([['12:00', '22:00']]);
    expect(importedHours('Mo-Su 18:00-02:00').weekly).toEqual(Array.from({ length: 7 }, () => [['18:00', '02:00']]));
    expect(importedHours('24/7').weekly?.[3]).toEqual([['00:00', '00:00']]);
    expect(importedHours('Tu-Su 11:00-22:00; Mo off')).toMatchObject({ note: null, weekly: expect.any(Array) });
  });

  it('keeps what a week cannot say as the note, and guesses no hours from it', () => {
    expect(importedHours('sunrise-sunset')).toEqual({ weekly: null, note: 'sunrise-sunset' });
    expect(importedHours('Jan-Mar Mo-Fr 10:00-18:00')).toEqual({ weekly: null, note: 'Jan-Mar Mo-Fr 10:00-18:00' });
    expect(importedHours('Mo-Fr 10:00-20:00 "call ahead"').weekly).toBeNull();
    expect(importedHours('not hours at all')).toEqual({ weekly: null, note: 'not hours at all' });
    const holidays = importedHours('Mo-Sa 11:00-21:00; PH off');
    expect(holidays.note).toBe('Mo-Sa 11:00-21:00; PH off');
    expect(holidays.weekly?.[1]).toEqual([['11:00', '21:00']]);
    expect(importedHours(undefined)).toEqual({ weekly: null, note: null });
  });
});

describe('fields from tags', () => {
  it('writes US numbers as the directory does and keeps others as tagged', () => {
    expect(usPhone('+1-317-555-0301')).toBe('(317) 555-0301');
    expect(usPhone('765-555-0304;765-555-0305')).toBe('(765) 555-0304');
    expect(usPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });

  it('makes websites full https links and drops what is not one', () => {
    expect(webLink('example.org/menu')).toBe('https://example.org/menu');
    expect(webLink('javascript:alert(1)')).toBeNull();
    expect(webLink('not a site')).toBeNull();
  });

  it('knows Indiana from Chicago and Louisville', () => {
    expect(inIndiana(39.77, -86.15)).toBe(true); // Indianapolis
    expect(inIndiana(41.61, -87.51)).toBe(true); // Hammond
    expect(inIndiana(37.97, -87.57)).toBe(true); // Evansville
    expect(inIndiana(41.88, -87.63)).toBe(false); // Chicago
    expect(inIndiana(38.17, -85.73)).toBe(false); // Louisville's airport
  });

  it('takes the English name when the name is missing, maps cuisines, and leaves out elements it cannot place', () => {
    const place = placeOfElement({
      type: 'node',
      id: 1,
      lat: 39.77,
      lon: -86.15,
      tags: { 'name:en': 'Hebron Bakery', shop: 'bakery', cuisine: 'palestinian;dessert;sushi', 'diet:halal': 'only' },
    });
    expect(place).toMatchObject({
      name: 'Hebron Bakery',
      categorySlug: 'bakeries',
      cuisines: ['palestinian', 'desserts'],
    });
    expect(
      placeOfElement({ type: 'node', id: 2, lat: 39.77, lon: -86.15, tags: { name: 'X', 'diet:halal': 'no' } }),
    ).toMatchObject({
      reason: 'not_halal',
    });
    expect(placeOfElement({ type: 'node', id: 3, tags: { name: 'Y', 'diet:halal': 'yes' } })).toMatchObject({
      reason: 'no_location',
    });
    expect(placeOfElement('nonsense')).toMatchObject({ reason: 'malformed' });
  });
});

describe('place matching', () => {
  it('finds the same phone, the same website domain, and a similar name within 150 m, in that order', () => {
    const index = new MatchIndex();
    const listed = { id: 'a', slug: 'zaytoon-grill-house', name: 'Zaytoon Grill House' };
    index.add(listed, {
      name: listed.name,
      phone: '260-555-0111',
      websiteUrl: 'https://www.zaytoon.example.org/menu',
      latitude: 41.07,
      longitude: -85.15,
    });
    const near = { latitude: 41.0709, longitude: -85.15 };
    const far = { latitude: 41.09, longitude: -85.15 };
    expect(index.find({ name: 'Other', phone: '+1 (260) 555 0111', websiteUrl: null, ...far })?.reason).toBe('phone');
    expect(index.find({ name: 'Other', phone: null, websiteUrl: 'http://zaytoon.example.org', ...far })?.reason).toBe(
      'website',
    );
    expect(index.find({ name: 'Zaytoon Grill', phone: null, websiteUrl: null, ...near })?.reason).toBe('name');
    expect(index.find({ name: 'Zaytoon Grill', phone: null, websiteUrl: null, ...far })).toBeNull();
    expect(index.find({ name: 'Taqueria Sol', phone: null, websiteUrl: null, ...near })).toBeNull();
  });

  it('takes no website on a shared host as a sign of the same place', () => {
    expect(hostKey('https://www.facebook.com/someplace')).toBeNull();
    expect(hostKey('https://example.com/saffron')).toBeNull();
    expect(hostKey('https://WWW.Cedar.example.org/x')).toBe('cedar.example.org');
  });

  it('measures names as pg_trgm does, accents aside', () => {
    expect(nameSimilarity('Café Sham', 'Cafe Sham')).toBe(1);
    expect(nameSimilarity('Zaytoon Grill', 'Zaytoon Grill House')).toBeGreaterThan(0.5);
    expect(nameSimilarity('Zaytoon', 'Kunafa Lane')).toBe(0);
  });
});
