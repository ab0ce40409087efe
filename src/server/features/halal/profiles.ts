import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import {
  EVIDENCE_TIERS,
  type EvidenceTier,
  evidenceTier,
  type HalalFact,
  type HalalProfileInput,
  isCertificateCurrent,
  monthsBefore,
  type PlaceFacts,
  statesAnything,
  VERIFICATION_VALID_MONTHS,
  verificationStatus,
  zonedDateParts,
} from '../../../domain';
import { MANAGED_BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db, Tx } from '../../db/client';
import {
  businesses,
  businessLocations,
  halalCertifiers,
  halalConfirmations,
  halalEvidence,
  halalProfiles,
  profiles,
} from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import { requireOfferedCertifier } from './certifiers';
import {
  ensureEvidence,
  projectProfiles,
  recordCertificateCheck,
  recordStatements,
  type Speaker,
  trustSettings,
} from './evidence';

// Issue 16: the halal profiles of a business (its own, and one per location that differs), written by
// the admins' dialogs and the submission, verified by admins, and read by the business page.

/** Today in Indiana, the calendar certificates are dated in. */
export function directoryToday(now = new Date()): string {
  return zonedDateParts(now).date;
}

const whichProfile = (businessId: string, locationId: string | null): SQL | undefined =>
  and(
    eq(halalProfiles.businessId, businessId),
    locationId === null ? isNull(halalProfiles.locationId) : eq(halalProfiles.locationId, locationId),
  );

/**
 * Writes the profile of the business (locationId null) or of one of its locations, in the caller's
 * transaction. A profile that states nothing is removed ('Not checked yet'); a changed certificate
 * (body, name or expiry) waits for an admin's check again. A newly named certifying body must be one
 * still offered (decision 020); `certifierField` is the form's name for it in a refusal.
 */
export async function saveHalalProfile(
  tx: Tx,
  businessId: string,
  locationId: string | null,
  input: HalalProfileInput,
  speaker: Speaker,
  options: { certifierField?: string; facts?: readonly HalalFact[] } = {},
) {
  const { certifierField = 'halal.certifierId', facts } = options;
  const [current] = await tx.select().from(halalProfiles).where(whichProfile(businessId, locationId)).for('update');
  await requireOfferedCertifier(tx, input.certifierId, current?.certifierId ?? null, certifierField);
  if (current) await ensureEvidence(tx, current);
  if (!statesAnything(input)) {
    if (current) await tx.delete(halalProfiles).where(eq(halalProfiles.id, current.id));
    return;
  }
  const certificateChanged =
    !current ||
    current.certifierId !== input.certifierId ||
    current.certifierOther !== input.certifierOther ||
    current.certificateUrl !== input.certificateUrl ||
    current.certificateExpiresOn !== input.certificateExpiresOn;
  const values = {
    ...input,
    ...(certificateChanged ? { certificateCheckedAt: null } : {}),
    updatedAt: new Date(),
  };
  const [saved] = current
    ? await tx.update(halalProfiles).set(values).where(eq(halalProfiles.id, current.id)).returning()
    : await tx
        .insert(halalProfiles)
        .values({ ...values, businessId, locationId })
        .returning();
  if (!saved) return;
  // Issue 34: what was saved is the speaker's word on each fact. What anyone said of the certificate was of
  // the one on file before: a changed certificate starts without evidence, the team's check included.
  if (current && certificateChanged)
    await tx
      .delete(halalEvidence)
      .where(and(eq(halalEvidence.profileId, saved.id), eq(halalEvidence.fact, 'certificate')));
  await recordStatements(tx, saved, speaker, saved.updatedAt, facts);
  await projectProfiles(tx, [saved.id], new Date(), speaker.actorId);
}

/**
 * An admin verifies a profile: 'Last verified' becomes now, and a certificate on file that is still
 * current counts as checked ('Certificate on file').
 */
export async function verifyHalalProfile(db: Db, admin: Viewer, businessId: string, locationId: string | null) {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [profile] = await tx
      .update(halalProfiles)
      .set({
        adminVerifiedAt: now,
        adminVerifiedBy: admin.id,
        certificateCheckedAt: sql`case when ${halalProfiles.certificateExpiresOn} >= ${directoryToday(now)}::date
          then ${now.toISOString()}::timestamptz else ${halalProfiles.certificateCheckedAt} end`,
      })
      .where(whichProfile(businessId, locationId))
      .returning();
    if (!profile) throw new ApiError('NOT_FOUND', 'This listing has no halal details to verify yet.');
    await ensureEvidence(tx, profile);
    // Issue 34: the admin's check is evidence of every stated fact, and of the certificate while it is current.
    await recordStatements(tx, profile, { source: 'admin', actorId: admin.id }, now);
    await recordCertificateCheck(tx, profile, admin.id);
    await projectProfiles(tx, [profile.id], now);
    await recordAudit(tx, {
      actor: admin,
      action: 'halal.verify',
      businessId,
      after: { locationId, verifiedAt: now, certificateChecked: profile.certificateCheckedAt !== null },
    });
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return { verifiedAt: now };
  });
}

/** A profile as the business page reads it (gathered as JSON in the page's one statement). */
export interface StoredHalalProfile {
  locationId: string | null;
  level: string | null;
  chicken: string;
  beef: string;
  lambGoat: string;
  otherMeat: string;
  alcohol: string;
  pork: string;
  prayerSpace: boolean;
  muslimOwned: string;
  certifier: { name: string; websiteUrl: string | null } | null;
  certifierOther: string | null;
  certificateExpiresOn: string | null;
  certificateCheckedAt: string | null;
  adminVerifiedAt: string | null;
  ownerConfirmedAt: string | null;
  /** Issue 34: each fact as its evidence decides it, and how it is known. */
  facts: PlaceFacts;
  /** The certifying body it names (for 'My halal standard': certified by chosen bodies). */
  certifierId: string | null;
}

/** The business page's profiles, each as JSON, the business's own first. */
export const halalProfilesOfPage = (businessId: SQL) => sql<StoredHalalProfile[]>`(
  select coalesce(json_agg(json_build_object(
    'locationId', p.location_id, 'level', p.level, 'chicken', p.chicken, 'beef', p.beef,
    'lambGoat', p.lamb_goat, 'otherMeat', p.other_meat, 'alcohol', p.alcohol, 'pork', p.pork,
    'prayerSpace', p.prayer_space, 'muslimOwned', p.muslim_owned,
    'certifier', case when c.id is null then null else json_build_object('name', c.name, 'websiteUrl', c.website_url) end,
    'certifierOther', p.certifier_other, 'certificateExpiresOn', p.certificate_expires_on,
    'certificateCheckedAt', p.certificate_checked_at, 'adminVerifiedAt', p.admin_verified_at,
    'ownerConfirmedAt', p.owner_confirmed_at, 'facts', p.facts,
    'certifierId', p.certifier_id
  ) order by p.location_id nulls first), '[]'::json)
  from ${halalProfiles} p left join ${halalCertifiers} c on c.id = p.certifier_id
  where p.business_id = ${businessId})`;

/**
 * The confirmations of a business that still count (alias `c`): made since `since` (12 months back), by
 * someone not banned since. Read through the (business_id, confirmed_at) index.
 */
export const countingConfirmations = (businessId: SQL, since: SQL) => sql`${halalConfirmations} c
  where c.business_id = ${businessId} and c.confirmed_at >= ${since}
    and not exists (select 1 from ${profiles} p where p.id = c.user_id and (p.banned
      or p.answers_discounted_at is not null
      or p.created_at > c.confirmed_at - make_interval(hours => ${sql.raw(String(Math.trunc(trustSettings.minAccountAgeHours)))})))`;

/**
 * When people confirmed the business is still halal ('Confirm it's still halal', one row per person), within
 * the last 12 months, as JSON. describeHalal counts them again against the exact calendar months.
 */
export const halalConfirmationsOfPage = (businessId: SQL) => sql<string[]>`(
  select coalesce(json_agg(c.confirmed_at order by c.confirmed_at desc), '[]'::json)
  from ${countingConfirmations(businessId, sql`now() - make_interval(months => ${sql.raw(String(VERIFICATION_VALID_MONTHS))})`)})`;

const TIER_ORDER = Object.keys(EVIDENCE_TIERS) as EvidenceTier[];

/**
 * What the page shows of each profile, with its evidence and 'Last verified', and the listing's summary.
 * The people's confirmations are of the business, not of one location: they raise the listing's tier (to
 * 'Verified by the community', with or without a profile), while each profile keeps its own evidence.
 */
export function describeHalal(profiles: StoredHalalProfile[], confirmations: readonly Date[], now = new Date()) {
  const today = directoryToday(now);
  const since = monthsBefore(now, VERIFICATION_VALID_MONTHS);
  const recent = confirmations.filter((at) => at >= since && at <= now);
  const described = profiles.map(({ certificateCheckedAt, adminVerifiedAt, ownerConfirmedAt, ...profile }) => {
    const tier = evidenceTier(
      {
        hasProfile: true,
        certificateCheckedAt: certificateCheckedAt ? new Date(certificateCheckedAt) : null,
        certificateExpiresOn: profile.certificateExpiresOn,
        confirmations: [],
      },
      now,
      today,
    );
    const status = verificationStatus(
      adminVerifiedAt ? new Date(adminVerifiedAt) : null,
      ownerConfirmedAt ? new Date(ownerConfirmedAt) : null,
      now,
    );
    return {
      ...profile,
      certificateCurrent: isCertificateCurrent(profile.certificateExpiresOn, today),
      tier,
      lastVerified: status.lastVerified,
    };
  });
  const community = evidenceTier(
    { hasProfile: false, certificateCheckedAt: null, certificateExpiresOn: null, confirmations: recent },
    now,
    today,
  );
  const tier = described.reduce<EvidenceTier>(
    (best, p) => (TIER_ORDER.indexOf(p.tier) > TIER_ORDER.indexOf(best) ? p.tier : best),
    community,
  );
  const latest = described.reduce<Date | null>(
    (last, p) => (p.lastVerified && (!last || p.lastVerified > last) ? p.lastVerified : last),
    null,
  );
  const status = verificationStatus(latest, null, now);
  return {
    tier,
    lastVerified: status.lastVerified,
    overdue: status.overdue,
    /** The people whose 'Confirm it's still halal' counts (one each, within 12 months). */
    confirmations: recent.length,
    profiles: described,
  };
}

/** The location ids of a business, to check that a profile names one of them. */
export async function requireLocationOf(tx: Tx | Db, businessId: string, locationId: string | null) {
  if (locationId === null) {
    const [business] = await tx.select({ id: businesses.id }).from(businesses).where(eq(businesses.id, businessId));
    if (!business) throw new ApiError('NOT_FOUND', MANAGED_BUSINESS_NOT_FOUND);
    return;
  }
  const [location] = await tx
    .select({ id: businessLocations.id })
    .from(businessLocations)
    .where(and(eq(businessLocations.id, locationId), eq(businessLocations.businessId, businessId)));
  if (!location) throw new ApiError('NOT_FOUND', 'Location not found');
}
