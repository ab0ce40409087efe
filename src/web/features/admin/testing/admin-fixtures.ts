import { givenBusiness, givenCarmelLocation, restaurantsCategory } from '../../../testing/business-fixture';
import type {
  AdminBusiness,
  AdminDispute,
  AdminStats,
  AdminUser,
  BusinessLogo,
  ContactMessage,
  LogosOverview,
  NewsletterSubscriber,
} from '../admin-queries';

export const bakeriesCategory = { id: '1b4e28ba-2fa1-4d2b-8c3e-000000000003', name: 'Bakeries', slug: 'bakeries' };

export function givenAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return {
    totalListings: 12,
    pendingApproval: 3,
    featured: 2,
    unreadMessages: 4,
    totalUsers: 40,
    openReports: 5,
    importedWaiting: 0,
    ...overrides,
  };
}

/** A listing as the admin API returns it: the business with its owner and places; pending unless told. */
export function givenAdminBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  const business = givenBusiness({ ownerId: 'owner-1', isApproved: false, approvedAt: null });
  const id = overrides.id ?? business.id;
  return {
    ...business,
    category: restaurantsCategory,
    owner: { id: 'owner-1', displayName: 'Yusuf Rahman', email: 'yusuf@example.com' },
    isFeatured: false,
    categories: [restaurantsCategory],
    locations: [
      {
        id: 'loc-1',
        businessId: id,
        ...givenCarmelLocation(),
        name: 'Main Location',
        phone: null,
        email: null,
        geocodedAddress: null,
        createdAt: business.createdAt,
      },
    ],
    halalProfile: null,
    locationHalalProfiles: [],
    ...overrides,
  };
}

/** One page of GET /api/admin/businesses. */
export function moderationPage(items: AdminBusiness[], hasMore = false) {
  return { items, total: items.length, page: 1, hasMore };
}

const HOUR_MS = 60 * 60 * 1000;

/** An ISO time `hours` before now: messages are New for their first 24 hours. */
export function hoursAgo(hours: number): string {
  return new Date(Date.now() - hours * HOUR_MS).toISOString();
}

/** A contact submission as GET /api/admin/contacts returns it; unread and two hours old unless told. */
export function givenContactMessage(overrides: Partial<ContactMessage> = {}): ContactMessage {
  return {
    id: '5a1d3c2e-8b7f-4e6a-9c0d-000000000001',
    name: 'Maryam Ali',
    email: 'maryam@example.com',
    subject: 'Catering for Eid',
    message: 'Do you know a halal caterer in Fishers for 80 guests?',
    status: 'unread',
    locale: 'en',
    createdAt: hoursAgo(2),
    replies: [],
    ...overrides,
  };
}

/** A reply in a message's history. */
export function givenContactReply(overrides: Partial<ContactMessage['replies'][number]> = {}) {
  return {
    id: '6b2e4d3f-9c8a-4f7b-8d1e-000000000001',
    submissionId: '5a1d3c2e-8b7f-4e6a-9c0d-000000000001',
    adminId: '0b7f3c1e-5d2a-4c4b-9a51-6f1e2d3c4b5a',
    subject: 'Re: Catering for Eid',
    message: 'Try Saffron Lantern Kitchen, they cater.',
    createdAt: '2025-03-03T15:30:00.000Z',
    ...overrides,
  };
}

export function givenNewsletterSubscriber(overrides: Partial<NewsletterSubscriber> = {}): NewsletterSubscriber {
  return {
    id: '8d4a6f5b-1e0c-4a9d-8f3a-000000000001',
    email: 'reader@example.com',
    createdAt: '2025-02-10T09:00:00.000Z',
    unsubscribedAt: null,
    ...overrides,
  };
}

/** A profile as the Users tab lists it: a plain user unless told. */
export function givenAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id: '9e5b7a6c-2f1d-4b0e-9a4b-000000000001',
    email: 'omar@example.com',
    displayName: 'Omar Siddiqui',
    firstName: 'Omar',
    lastName: 'Siddiqui',
    role: 'user',
    banned: false,
    bannedAt: null,
    banReason: null,
    emailVerified: true,
    createdAt: '2025-01-15T10:00:00.000Z',
    businesses: [],
    ...overrides,
  };
}

/** One page of GET /api/admin/users. */
export function usersPage(items: AdminUser[], hasMore = false) {
  return { items, total: items.length, page: 1, hasMore };
}

/** A pending dispute of a 2-star review of Saffron Lantern Kitchen. */
export function givenDispute(overrides: Partial<AdminDispute> = {}): AdminDispute {
  const business = givenBusiness();
  return {
    id: 'a1c3e5f7-3b2d-4c1f-8e5d-000000000001',
    reason: 'This reviewer never visited; we were closed that day.',
    status: 'pending',
    adminNotes: null,
    resolvedAt: null,
    createdAt: '2025-03-05T12:00:00.000Z',
    review: {
      id: 'review-1',
      rating: 2,
      comment: 'Cold food and slow service.',
      createdAt: '2025-03-04T19:00:00.000Z',
    },
    reviewer: { id: 'reviewer-1', displayName: 'Hamza Khan', email: 'hamza@example.com' },
    business: { id: business.id, name: business.name, slug: business.slug },
    owner: { id: 'owner-1', displayName: 'Yusuf Rahman', email: 'yusuf@example.com' },
    ...overrides,
  };
}

export function givenBusinessLogo(overrides: Partial<BusinessLogo> = {}): BusinessLogo {
  const business = givenBusiness();
  return {
    id: 'b2d4f6a8-4c3e-4d2a-9f6e-000000000001',
    businessId: business.id,
    logoUrl: '/uploads/logos/saffron.png',
    isActive: true,
    createdAt: '2025-03-06T12:00:00.000Z',
    businessName: business.name,
    ...overrides,
  };
}

/** GET /api/admin/logos with the counts the given logos and businesses imply. */
export function givenLogosOverview(
  logos: BusinessLogo[] = [givenBusinessLogo()],
  businessesWithoutLogo: LogosOverview['businessesWithoutLogo'] = [
    { id: '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a02', name: 'Date Palm Bakery' },
  ],
): LogosOverview {
  return {
    logos,
    businessesWithoutLogo,
    counts: {
      total: logos.length,
      active: logos.filter((logo) => logo.isActive).length,
      withoutLogo: businessesWithoutLogo.length,
    },
  };
}
