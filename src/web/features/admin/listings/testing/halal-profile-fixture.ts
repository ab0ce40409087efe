import type { HalalCertifier } from '../../../../lib/halal-certifier-queries';
import type { AdminBusiness } from '../../admin-queries';

type HalalProfileRow = NonNullable<AdminBusiness['halalProfile']>;

/** Two certifying bodies of GET /api/halal-certifiers, by name. */
export const certifiers: HalalCertifier[] = [
  { id: '7c9e6679-7425-40de-944b-e07fc1f90ae1', name: 'Halal Food Authority', websiteUrl: null, retired: false },
  {
    id: '7c9e6679-7425-40de-944b-e07fc1f90ae2',
    name: 'ISNA Halal',
    websiteUrl: 'https://isnahalal.example.org',
    retired: false,
  },
];

/** A business-wide halal profile as the admin API sends it; states halal options unless told. */
export function givenHalalProfile(overrides: Partial<HalalProfileRow> = {}): HalalProfileRow {
  return {
    id: 'halal-1',
    businessId: '1b4e28ba-2fa1-4d2b-8c3e-0000000000b1',
    locationId: null,
    level: 'options',
    chicken: 'machine',
    beef: 'zabiha',
    lambGoat: 'not_served',
    otherMeat: 'not_stated',
    alcohol: 'none',
    pork: 'no',
    prayerSpace: true,
    muslimOwned: 'yes',
    certifierId: certifiers[1]!.id,
    certifierName: certifiers[1]!.name,
    certifierOther: null,
    certificateUrl: null,
    certificateExpiresOn: '2026-12-31',
    certificateCheckedAt: null,
    adminVerifiedAt: null,
    adminVerifiedBy: null,
    ownerConfirmedAt: null,
    updatedAt: '2026-01-10T15:00:00.000Z',
    ...overrides,
  };
}
