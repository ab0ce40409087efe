import type { InferResponseType } from 'hono/client';
import type { SpecialDay } from '../../domain/hours';
import type { api } from '../lib/api';
import type { Category } from '../lib/category-queries';

type ModerationListing = InferResponseType<typeof api.api.admin.businesses.$get, 200>['items'][number];

/**
 * A row of the businesses table as the API sends it (whole, in the admins' lists): the fields every view of
 * a business starts from.
 */
export type BusinessRow = Omit<
  ModerationListing,
  'category' | 'owner' | 'isFeatured' | 'categories' | 'locations' | 'halalProfile' | 'locationHalalProfiles'
>;

export const restaurantsCategory = {
  id: '1b4e28ba-2fa1-4d2b-8c3e-000000000001',
  name: 'Restaurants',
  slug: 'restaurants',
};

/** GET /api/categories as the tests know it: three real categories and the virtual all-businesses. */
export const directoryCategories: Category[] = [
  { ...restaurantsCategory, position: 1 },
  { id: '1b4e28ba-2fa1-4d2b-8c3e-000000000002', name: 'Coffee Shops', slug: 'coffee-shops', position: 2 },
  { id: '1b4e28ba-2fa1-4d2b-8c3e-000000000003', name: 'Bakeries', slug: 'bakeries', position: 3 },
  { id: '1b4e28ba-2fa1-4d2b-8c3e-000000000006', name: 'All Businesses', slug: 'all-businesses', position: 6 },
];

/** The named fields of an object: how a view's fixture takes what it shows from the business row. */
export function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, from[key]])) as Pick<T, K>;
}

/**
 * Saffron Lantern Kitchen, an approved restaurant in Carmel without an owner: the business the web
 * tests are about. Each feature's fixtures extend it with what its API adds (the admin's owner, the
 * card's rating); override what the test is about.
 */
export function givenBusiness(overrides: Partial<BusinessRow> = {}): BusinessRow {
  return {
    id: '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01',
    slug: 'saffron-lantern-kitchen',
    name: 'Saffron Lantern Kitchen',
    description: 'Hyderabadi biryani, haleem and grills cooked over charcoal.',
    categoryId: restaurantsCategory.id,
    address: '12 Main St',
    city: 'Carmel',
    state: 'IN',
    zip: '46032',
    phone: '(317) 555-0142',
    email: 'hello@saffron.example.com',
    websiteUrl: 'https://saffron.example.com',
    mapsUrl: null,
    imageUrl: '/uploads/saffron.webp',
    instagram: '@saffronlanternkitchen',
    ownerId: null,
    isApproved: true,
    approvedAt: '2025-03-03T12:00:00.000Z',
    approvedBy: null,
    rejectedAt: null,
    rejectedBy: null,
    rejectionReason: null,
    submittedAt: '2025-03-02T12:00:00.000Z',
    createdAt: '2025-03-02T12:00:00.000Z',
    updatedAt: '2025-03-03T12:00:00.000Z',
    ratingCount: 0,
    ratingSum: 0,
    ratingScore: 0,
    halalLevel: null,
    halalTags: [],
    halalCertifiedUntil: null,
    halalVerifiedAt: null,
    closedAt: null,
    externalId: null,
    importedAt: null,
    cuisines: ['indian', 'pakistani'],
    ...overrides,
  };
}

/**
 * What a location has of issue 17 before anyone sets it: no pin, no hours, Eastern time; and no halal
 * facts kept for it (no profile applies there).
 */
export const locationWithoutHours: {
  latitude: null;
  longitude: null;
  timeZone: 'America/Indiana/Indianapolis';
  weeklyHours: null;
  specialHours: SpecialDay[];
  temporarilyClosed: false;
  halalLevel: null;
  halalTags: string[];
  halalCertifiedUntil: null;
} = {
  latitude: null,
  longitude: null,
  timeZone: 'America/Indiana/Indianapolis',
  weeklyHours: null,
  specialHours: [],
  temporarilyClosed: false,
  halalLevel: null,
  halalTags: [],
  halalCertifiedUntil: null,
};

/**
 * The business's one location: in Carmel at the business's own address and phone, primary and open, with
 * nothing of issue 17 set. Each view's fixture adds its own id and what its API adds.
 */
export function givenCarmelLocation() {
  return {
    name: 'Carmel',
    address: '12 Main St',
    city: 'Carmel',
    state: 'IN',
    zip: '46032',
    phone: '(317) 555-0142',
    mapsUrl: null,
    isPrimary: true,
    comingSoon: false,
    ...locationWithoutHours,
  };
}
