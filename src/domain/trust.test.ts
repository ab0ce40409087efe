import { describe, expect, it } from 'vitest';
import { closesListing, REVIEWED_HALAL_FIELDS, reviewedHalalChanges } from './trust';

// Issue 16: which owner changes wait for an admin, and which report resolution closes a listing.

const profile = {
  level: 'fully',
  chicken: 'zabiha',
  beef: 'not_stated',
  lambGoat: 'not_stated',
  otherMeat: 'not_stated',
  alcohol: 'none',
  certifierId: null as string | null,
  certifierOther: null as string | null,
  certificateUrl: null as string | null,
  certificateExpiresOn: null as string | null,
};

describe('reviewedHalalChanges', () => {
  it('finds no reviewed change when only the live facts change', () => {
    expect(reviewedHalalChanges(profile, { ...profile, alcohol: 'beer_wine' })).toEqual([]);
  });

  it('names the level, slaughter and certificate changes', () => {
    const next = {
      ...profile,
      level: 'options',
      beef: 'machine',
      certificateUrl: '/files/certificates/new.pdf',
      certificateExpiresOn: '2027-06-30',
    };
    expect(reviewedHalalChanges(profile, next)).toEqual(['level', 'beef', 'certificateUrl', 'certificateExpiresOn']);
  });

  it("treats a new profile's stated facts as changes, and 'Not stated' as nothing", () => {
    expect(reviewedHalalChanges(null, profile)).toEqual(['level', 'chicken']);
    const nothing = Object.fromEntries(REVIEWED_HALAL_FIELDS.map((f) => [f, null])) as Record<string, null>;
    expect(reviewedHalalChanges(null, { ...nothing, chicken: 'not_stated' } as never)).toEqual([]);
  });
});

describe('closesListing', () => {
  it("closes only on a 'Permanently closed' report resolved as fixed", () => {
    expect(closesListing('closed', 'fixed')).toBe(true);
    expect(closesListing('closed', 'not_an_issue')).toBe(false);
    expect(closesListing('halal', 'fixed')).toBe(false);
  });
});
