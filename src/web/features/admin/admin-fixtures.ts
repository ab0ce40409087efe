import type { AdminBusiness, AdminStats } from './admin-queries';

export const restaurantsCategory = {
  id: '1b4e28ba-2fa1-4d2b-8c3e-000000000001',
  name: 'Restaurants',
  slug: 'restaurants',
};
export const bakeriesCategory = { id: '1b4e28ba-2fa1-4d2b-8c3e-000000000003', name: 'Bakeries', slug: 'bakeries' };

export function givenAdminStats(overrides: Partial<AdminStats> = {}): AdminStats {
  return { totalListings: 12, pendingApproval: 3, featured: 2, unreadMessages: 4, totalUsers: 40, ...overrides };
}

/** A listing as the admin API returns it; pending unless the overrides say otherwise. */
export function givenAdminBusiness(overrides: Partial<AdminBusiness> = {}): AdminBusiness {
  const id = overrides.id ?? '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01';
  return {
    id,
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
    imageUrl: '/uploads/images/saffron.webp',
    instagram: '@saffronlanternkitchen',
    ownerId: 'owner-1',
    isApproved: false,
    approvedAt: null,
    approvedBy: null,
    rejectedAt: null,
    rejectedBy: null,
    rejectionReason: null,
    submittedAt: '2025-03-02T12:00:00.000Z',
    createdAt: '2025-03-02T12:00:00.000Z',
    updatedAt: '2025-03-02T12:00:00.000Z',
    category: restaurantsCategory,
    owner: { id: 'owner-1', displayName: 'Yusuf Rahman', email: 'yusuf@example.com' },
    isFeatured: false,
    categories: [restaurantsCategory],
    locations: [
      {
        id: 'loc-1',
        businessId: id,
        name: 'Main Location',
        address: '12 Main St',
        city: 'Carmel',
        state: 'IN',
        zip: '46032',
        phone: null,
        email: null,
        mapsUrl: null,
        isPrimary: true,
        comingSoon: false,
        createdAt: '2025-03-02T12:00:00.000Z',
      },
    ],
    ...overrides,
  };
}

/** One page of GET /api/admin/businesses. */
export function moderationPage(items: AdminBusiness[], hasMore = false) {
  return { items, total: items.length, page: 1, hasMore };
}
