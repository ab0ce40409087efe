import { givenBusiness, givenCarmelLocation, restaurantsCategory } from '../../../testing/business-fixture';
import { givenSessionUser } from '../../../testing/session-fixture';
import type {
  GalleryImage,
  OwnerDashboard,
  OwnerEvent,
  OwnerHalalProfile,
  OwnerLocation,
  PendingEdits,
} from '../owner-queries';

/** The business the owner tests manage: the one every web test is about. */
export const businessId = givenBusiness().id;

/** A location of the test business; the first one is primary. */
export function givenOwnerLocation(overrides: Partial<OwnerLocation> = {}): OwnerLocation {
  return {
    id: '9a8b7c6d-0000-4000-8000-000000000001',
    businessId,
    ...givenCarmelLocation(),
    email: 'carmel@saffron.example.com',
    geocodedAddress: null,
    createdAt: '2026-01-05T15:00:00.000Z',
    ...overrides,
  };
}

/** `count` locations, the first primary. */
export function givenOwnerLocations(count: number): OwnerLocation[] {
  return Array.from({ length: count }, (_, i) =>
    givenOwnerLocation({
      id: `9a8b7c6d-0000-4000-8000-00000000000${i + 1}`,
      name: i === 0 ? 'Carmel' : `Location ${i + 1}`,
      isPrimary: i === 0,
    }),
  );
}

/** The dashboard of the signed-in member's approved business with one primary location, for component tests. */
export function givenOwnerDashboard(overrides: Partial<OwnerDashboard> = {}): OwnerDashboard {
  return {
    ...givenBusiness({ ownerId: givenSessionUser().id }),
    status: 'approved',
    isFeatured: false,
    category: restaurantsCategory,
    additionalCategories: [],
    locations: [givenOwnerLocation()],
    counts: { images: 2, activeSubscribers: 3, unreadChats: 0 },
    ...overrides,
  };
}

export function givenOwnerEvent(overrides: Partial<OwnerEvent> = {}): OwnerEvent {
  return {
    id: '3c2b1a09-0000-4000-8000-000000000001',
    businessId,
    createdBy: null,
    title: 'Eid Brunch',
    description: 'Family brunch with live music.',
    // 10:30 AM to 2:00 PM in Indianapolis (EDT, UTC-4).
    eventDate: '2026-06-14T14:30:00.000Z',
    endDate: '2026-06-14T18:00:00.000Z',
    location: 'Back patio',
    createdAt: '2026-05-01T12:00:00.000Z',
    ...overrides,
  };
}

export function givenGalleryImages(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `7e6d5c4b-0000-4000-8000-00000000000${i + 1}`,
    businessId,
    imageUrl: `/uploads/gallery-${i + 1}.webp`,
    caption: i === 0 ? 'Our dining room' : null,
    displayOrder: i,
    createdAt: '2026-01-05T15:00:00.000Z',
  }));
}

/** A halal profile as an owner's request waiting for review carries it: the whole profile asked for. */
export function givenAskedHalalProfile(overrides: Partial<AskedHalalProfile> = {}): AskedHalalProfile {
  return {
    level: 'options',
    chicken: 'zabiha',
    beef: 'machine',
    lambGoat: 'not_served',
    otherMeat: 'not_stated',
    alcohol: 'none',
    pork: 'no',
    prayerSpace: false,
    muslimOwned: 'yes',
    certifierId: null,
    certifierOther: null,
    certificateUrl: null,
    certificateExpiresOn: null,
    ...overrides,
  };
}

type AskedHalalProfile = PendingEdits['halalProfiles'][number]['profile'];

/** A halal profile of the test business as its dashboard reads it: the whole business's, halal options, unless told. */
export function givenOwnerHalalProfile(overrides: Partial<OwnerHalalProfile> = {}): OwnerHalalProfile {
  return {
    locationId: null,
    ...givenAskedHalalProfile(),
    certificateCheckedAt: null,
    adminVerifiedAt: null,
    ownerConfirmedAt: null,
    ...overrides,
  };
}

/** What waits for an admin's review: nothing, unless told. */
export function givenPendingEdits(overrides: Partial<PendingEdits> = {}): PendingEdits {
  return { name: null, halalProfiles: [], ...overrides };
}
