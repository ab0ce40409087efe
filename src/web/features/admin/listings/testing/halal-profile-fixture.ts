import { certifierNamed } from '../../../../testing/halal-certifiers-fixture';
import type { AdminBusiness } from '../../admin-queries';

type HalalProfileRow = NonNullable<AdminBusiness['halalProfile']>;

const isna = certifierNamed('ISNA Halal');

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
    certifierId: isna.id,
    certifierName: isna.name,
    certifierOther: null,
    certificateUrl: null,
    certificateExpiresOn: '2026-12-31',
    certificateCheckedAt: null,
    adminVerifiedAt: null,
    adminVerifiedBy: null,
    ownerConfirmedAt: null,
    updatedAt: '2026-01-10T15:00:00.000Z',
    facts: {},
    factTags: null,
    factCertified: false,
    factsChangeAt: null,
    ...overrides,
  };
}
