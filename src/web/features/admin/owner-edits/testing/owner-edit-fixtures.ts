import type { OwnerEditToReview } from '../owner-edit-queries';

const business = {
  id: '7d0c7a52-3f0e-4a8e-9d1b-2b0c1e6f5a01',
  name: 'Saffron Lantern Kitchen',
  slug: 'saffron-lantern-kitchen',
};
const requester = { id: 'owner-1', displayName: 'Yusuf Rahman', email: 'yusuf@example.com' };

/** An owner's new name waiting for review. */
export function givenNameEdit(overrides: Partial<Extract<OwnerEditToReview, { kind: 'business_name' }>> = {}) {
  return {
    id: '4f3e2d1c-0000-4000-8000-000000000001',
    kind: 'business_name',
    createdAt: '2026-05-01T15:00:00.000Z',
    business,
    location: null,
    requester,
    current: { name: 'Saffron Lantern Kitchen' },
    asked: { name: 'Saffron Lantern' },
    ...overrides,
  } satisfies OwnerEditToReview;
}

const facts = {
  level: 'options',
  chicken: 'machine',
  beef: 'zabiha',
  lambGoat: 'not_stated',
  otherMeat: 'not_stated',
  certifierId: null,
  certifierOther: null,
  certificateUrl: null,
  certificateExpiresOn: null,
} as const;

/** An owner's halal change of one location waiting for review: the level and chicken, and a certificate. */
export function givenHalalEdit(overrides: Partial<Extract<OwnerEditToReview, { kind: 'halal_profile' }>> = {}) {
  return {
    id: '4f3e2d1c-0000-4000-8000-000000000002',
    kind: 'halal_profile',
    createdAt: '2026-05-02T15:00:00.000Z',
    business,
    location: { id: '9a8b7c6d-0000-4000-8000-000000000002', name: 'Uptown' },
    requester,
    current: facts,
    asked: {
      ...facts,
      level: 'fully',
      chicken: 'zabiha',
      certifierOther: 'Indiana Halal Council',
      certificateUrl: '/uploads/certificates/abc.pdf',
      certificateExpiresOn: '2026-12-31',
    },
    changed: ['level', 'chicken', 'certifierOther', 'certificateUrl', 'certificateExpiresOn'],
    ...overrides,
  } satisfies OwnerEditToReview;
}
