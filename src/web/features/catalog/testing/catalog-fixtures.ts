import type { BusinessCardData, BusinessPageData } from '../business-queries';

/** A listing card of an approved business, for component tests; override what the test is about. */
export function givenBusinessCard(overrides: Partial<BusinessCardData> = {}): BusinessCardData {
  return {
    id: '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01',
    slug: 'saffron-lantern-kitchen',
    name: 'Saffron Lantern Kitchen',
    description: 'Hyderabadi biryani, haleem and grills cooked over charcoal.',
    imageUrl: '/uploads/saffron.webp',
    instagram: '@saffronlanternkitchen',
    websiteUrl: 'https://saffron.example.com',
    city: 'Carmel',
    state: 'IN',
    isFeatured: false,
    logoUrl: null,
    ratingAverage: 0,
    reviewCount: 0,
    ...overrides,
  };
}

/** The business page of an approved business with one primary location and nothing else. */
export function givenBusinessPage(overrides: Partial<BusinessPageData> = {}): BusinessPageData {
  return {
    id: '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01',
    slug: 'saffron-lantern-kitchen',
    name: 'Saffron Lantern Kitchen',
    description: 'Hyderabadi biryani, haleem and grills cooked over charcoal.',
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
    status: 'approved',
    isFeatured: false,
    logoUrl: null,
    category: { name: 'Restaurants', slug: 'restaurants' },
    categories: [{ name: 'Restaurants', slug: 'restaurants' }],
    locations: [
      {
        id: 'loc-1',
        name: 'Carmel',
        address: '12 Main St',
        city: 'Carmel',
        state: 'IN',
        zip: '46032',
        phone: '(317) 555-0142',
        email: null,
        mapsUrl: null,
        isPrimary: true,
        comingSoon: false,
      },
    ],
    images: [],
    upcomingEvents: [],
    upcomingEventCount: 0,
    rating: { average: 0, count: 0 },
    ...overrides,
  };
}
