import { passportId } from '../../../../domain';
import { givenBusiness, pick } from '../../../testing/business-fixture';
import { givenSessionUser } from '../../../testing/session-fixture';
import type { PassportBusiness, PassportData, PassportVisit } from '../passport-queries';

/** The holder of every passport test: the signed-in member of the web tests. */
export const holder = givenSessionUser();

/** Saffron Lantern Kitchen as the book lists it, not stamped unless told. */
export function givenPassportBusiness(overrides: Partial<PassportBusiness> = {}): PassportBusiness {
  return {
    ...pick(givenBusiness(), ['id', 'slug', 'name', 'city', 'state', 'imageUrl'] as const),
    closed: false,
    visit: null,
    ...overrides,
  };
}

/** A stamp of 2 March 2025 without a note, unless told. */
export function givenVisit(overrides: Partial<PassportVisit> = {}): PassportVisit {
  return { id: '5e1d2c3b-4a59-4687-8a9b-0c1d2e3f4a5b', visitedAt: '2025-03-02T18:00:00.000Z', note: '', ...overrides };
}

/** Three places of the demo's kind, in the book's order (by name). */
export const threePlaces: PassportBusiness[] = [
  givenPassportBusiness({
    id: 'a1111111-1111-4111-8111-111111111111',
    slug: 'cardamom-crema',
    name: 'Cardamom & Crema',
    city: 'Fishers',
    imageUrl: null,
  }),
  givenPassportBusiness(),
  givenPassportBusiness({
    id: 'c3333333-3333-4333-8333-333333333333',
    slug: 'zaytoon-grill-house',
    name: 'Zaytoon Grill House',
    city: 'Indianapolis',
  }),
];

/** `count` places named 'Place 001', 'Place 002', …: a book of hundreds. */
export function manyPlaces(count: number): PassportBusiness[] {
  return Array.from({ length: count }, (_, i) => {
    const number = String(i + 1).padStart(3, '0');
    return givenPassportBusiness({
      id: `00000000-0000-4000-8000-000000000${number}`,
      slug: `place-${number}`,
      name: `Place ${number}`,
      imageUrl: null,
    });
  });
}

/** GET /api/passport for the holder with these businesses; `visited` counts their stamps. */
export function givenPassport(businesses: PassportBusiness[] = threePlaces): PassportData {
  return {
    holder: { name: holder.name, passportId: passportId(holder.id) },
    businesses,
    visited: businesses.filter((business) => business.visit !== null).length,
  };
}
