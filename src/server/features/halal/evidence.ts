import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import {
  DEFAULT_TRUST_MIN_ACCOUNT_AGE_HOURS,
  DEFAULT_TRUST_QUORUM,
  type Evidence,
  type EvidenceSource,
  evidenceValidUntil,
  factTags,
  HALAL_FACTS,
  type HalalFact,
  knownFacts,
  type PlaceFacts,
  projectFact,
  type StatedProfile,
  standardTags,
  statedFacts,
} from '../../../domain';
import { halalNoticeEvent } from '../../../domain/notice-settings';
import type { NoticeEvent } from '../../../domain/notices';
import type { Db, Tx } from '../../db/client';
import { halalEvidence, halalProfiles } from '../../db/schema';
import { recordLiveEvent } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import { noticeWatchers } from '../notices/fan-out';

// Issue 34 (decision 027): the evidence behind each halal fact and its projection. Every write of evidence
// projects its profile again in the same transaction (`projectProfiles`), and the daily job projects the
// profiles time has changed since (`projectDueProfiles`); nothing is projected per read.

/** The community's settings (TRUST_QUORUM, TRUST_MIN_ACCOUNT_AGE_HOURS), set once as the app is made. */
export const trustSettings = {
  quorum: DEFAULT_TRUST_QUORUM,
  minAccountAgeHours: DEFAULT_TRUST_MIN_ACCOUNT_AGE_HOURS,
};

export function setTrustSettings(settings: { quorum: number; minAccountAgeHours: number }) {
  Object.assign(trustSettings, settings);
}

/** Who states a profile's facts: an owner (or a submitter), or an admin. */
export interface Speaker {
  source: Extract<EvidenceSource, 'owner' | 'admin'>;
  actorId: string | null;
}

type ProfileRow = typeof halalProfiles.$inferSelect;

/** A stored profile as the domain reads its stated facts. */
export const statedProfile = (row: ProfileRow): StatedProfile => ({
  ...row,
  namesCertifier: row.certifierId !== null || row.certifierOther !== null,
});

const FACT_KEYS = Object.keys(HALAL_FACTS) as HalalFact[];

type EvidenceRow = typeof halalEvidence.$inferInsert;

/** The rows of the speaker's statement of `facts` of the profile as it now stands: the facts it states. */
function statementRows(
  profile: ProfileRow,
  speaker: Speaker,
  at: Date,
  facts: readonly HalalFact[] = FACT_KEYS,
): EvidenceRow[] {
  const stated = statedFacts(statedProfile(profile));
  return facts.flatMap((fact) => {
    const value = stated[fact];
    if (value === undefined) return [];
    const validUntil = evidenceValidUntil(speaker.source, fact, at, profile.certificateExpiresOn);
    return [
      {
        profileId: profile.id,
        fact,
        value,
        source: speaker.source,
        actorId: speaker.actorId,
        recordedAt: at,
        validUntil,
      },
    ];
  });
}

/**
 * The speaker states `facts` of the profile as it now stands (every stated fact by default): one row per
 * fact and source, replaced; a fact the profile no longer states loses this source's word on it.
 */
export async function recordStatements(
  tx: Tx,
  profile: ProfileRow,
  speaker: Speaker,
  at: Date,
  facts: readonly HalalFact[] = FACT_KEYS,
) {
  const stated = statedFacts(statedProfile(profile));
  const rows = statementRows(profile, speaker, at, facts);
  const unstated = facts.filter((fact) => stated[fact] === undefined);
  if (unstated.length > 0) {
    await tx
      .delete(halalEvidence)
      .where(
        and(
          eq(halalEvidence.profileId, profile.id),
          eq(halalEvidence.source, speaker.source),
          inArray(halalEvidence.fact, unstated),
        ),
      );
  }
  if (rows.length === 0) return;
  await tx.insert(halalEvidence).values(rows).onConflictDoUpdate(REPLACES_STATEMENT);
}

/**
 * Owners, admins and a checked certificate keep one row per fact and source: a newer word replaces the
 * older one, with its value, whether it affirms it, its note and its document.
 */
export const REPLACES_STATEMENT = {
  target: [halalEvidence.profileId, halalEvidence.fact, halalEvidence.source],
  targetWhere: sql`${halalEvidence.source} <> 'community'`,
  set: {
    value: sql`excluded.value`,
    affirms: sql`excluded.affirms`,
    actorId: sql`excluded.actor_id`,
    recordedAt: sql`excluded.recorded_at`,
    validUntil: sql`excluded.valid_until`,
    counted: sql`excluded.counted`,
    note: sql`excluded.note`,
    documentUrl: sql`excluded.document_url`,
  },
};

/** A diner's answer replaces their earlier one about the same fact: one row per person, as statements are. */
export const REPLACES_ANSWER = {
  target: [halalEvidence.profileId, halalEvidence.fact, halalEvidence.answererKey],
  targetWhere: sql`${halalEvidence.source} = 'community'`,
  set: REPLACES_STATEMENT.set,
};

/** The team's own word on one fact: a visit or a call, or a diner's photo it accepted. */
export interface TeamWord {
  fact: HalalFact;
  value: string;
  /** False when the team found the value no longer true (an accepted photo of 'No, it changed'). */
  affirms?: boolean;
  actorId: string;
  note?: string | null;
  documentUrl?: string | null;
}

/**
 * Records the team's word on one fact of a profile (admin evidence, 12 months), replacing its earlier word
 * on that fact, and projects the profile again, in the caller's transaction. A profile never projected
 * keeps what it stated: its evidence is derived first.
 */
export async function recordTeamWord(tx: Tx, profile: ProfileRow, word: TeamWord, now: Date) {
  await ensureEvidence(tx, profile);
  await tx
    .insert(halalEvidence)
    .values({
      profileId: profile.id,
      fact: word.fact,
      value: word.value,
      affirms: word.affirms ?? true,
      source: 'admin',
      actorId: word.actorId,
      recordedAt: now,
      validUntil: evidenceValidUntil('admin', word.fact, now, profile.certificateExpiresOn),
      note: word.note ?? null,
      documentUrl: word.documentUrl ?? null,
    })
    .onConflictDoUpdate(REPLACES_STATEMENT);
  await projectProfiles(tx, [profile.id], now);
}

/** What one fact of a profile shows now, as its projection is stored. */
export async function shownFact(tx: Tx, profileId: string, fact: HalalFact) {
  const [row] = await tx
    .select({ facts: halalProfiles.facts })
    .from(halalProfiles)
    .where(eq(halalProfiles.id, profileId));
  return row?.facts[fact] ?? null;
}

/** The evidence of the certificate on file as an admin checked it, until the day after its expiry; none unchecked. */
function certificateRow(profile: ProfileRow, actorId: string | null): EvidenceRow | null {
  const { certificateCheckedAt: checkedAt, certificateExpiresOn: expiresOn } = profile;
  if (!checkedAt || !expiresOn) return null;
  return {
    profileId: profile.id,
    fact: 'certificate',
    value: 'yes',
    source: 'certificate',
    actorId,
    recordedAt: checkedAt,
    validUntil: evidenceValidUntil('certificate', 'certificate', checkedAt, expiresOn),
  };
}

/**
 * The certificate on file as an admin checked it: evidence until the day after its expiry. A certificate
 * no longer checked (changed since, or never) is no evidence.
 */
export async function recordCertificateCheck(tx: Tx, profile: ProfileRow, actorId: string | null) {
  await tx
    .delete(halalEvidence)
    .where(and(eq(halalEvidence.profileId, profile.id), eq(halalEvidence.source, 'certificate')));
  const row = certificateRow(profile, actorId);
  if (row) await tx.insert(halalEvidence).values(row);
}

/**
 * A profile stored before its facts carried evidence becomes evidence as it was known: an admin's
 * verification as the admin's check (on that date), the owner's last confirmation as the owner's statement
 * (or, for a profile nobody verified or confirmed, the owner's statement on the day it was last saved), and
 * a checked certificate as the certificate's evidence.
 */
function derivedRows(profile: ProfileRow): EvidenceRow[] {
  const rows: EvidenceRow[] = [];
  if (profile.adminVerifiedAt)
    rows.push(
      ...statementRows(profile, { source: 'admin', actorId: profile.adminVerifiedBy }, profile.adminVerifiedAt),
    );
  if (profile.ownerConfirmedAt || !profile.adminVerifiedAt)
    rows.push(
      ...statementRows(profile, { source: 'owner', actorId: null }, profile.ownerConfirmedAt ?? profile.updatedAt),
    );
  const certificate = certificateRow(profile, profile.adminVerifiedBy);
  if (certificate) rows.push(certificate);
  return rows;
}

/**
 * Writes the evidence derived from the stated facts of profiles that have none yet (`derivedRows`), all in
 * one statement: each (profile, fact, source) once, so no row meets another.
 */
async function deriveEvidence(tx: Tx, profiles: readonly ProfileRow[]) {
  const rows = profiles.flatMap(derivedRows);
  if (rows.length === 0) return;
  await tx.execute(sql`
    insert into ${halalEvidence} (profile_id, fact, value, source, actor_id, recorded_at, valid_until)
    select v."profileId", v.fact, v.value, v.source, v."actorId", v."recordedAt", v."validUntil"
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v("profileId" uuid, fact text, value text,
      source text, "actorId" text, "recordedAt" timestamptz, "validUntil" timestamptz)`);
}

/**
 * A profile never projected gets its evidence from its stated facts before anything else is said of it: a
 * first answer or edit then adds to what was known instead of replacing it.
 */
export async function ensureEvidence(tx: Tx, profile: ProfileRow) {
  if (profile.factTags !== null) return;
  const [any] = await tx
    .select({ id: halalEvidence.id })
    .from(halalEvidence)
    .where(eq(halalEvidence.profileId, profile.id))
    .limit(1);
  if (!any) await deriveEvidence(tx, [profile]);
}

/** One row of evidence as the domain's rule reads it. */
const asEvidence = (row: typeof halalEvidence.$inferSelect): Evidence => ({
  source: row.source as EvidenceSource,
  value: row.value,
  affirms: row.affirms,
  at: row.recordedAt,
  validUntil: row.validUntil,
  by: row.answererKey ?? row.actorId,
  counted: row.counted,
  document: row.documentUrl,
});

/** A profile's facts projected from its evidence, and when time alone changes them next. */
export function projectEvidence(
  rows: readonly (typeof halalEvidence.$inferSelect)[],
  now: Date,
  quorum: number,
  certifierId: string | null,
) {
  const facts: PlaceFacts = {};
  let nextChange: string | null = null;
  for (const fact of FACT_KEYS) {
    const evidence = rows.filter((row) => row.fact === fact).map(asEvidence);
    if (evidence.length === 0) continue;
    const projection = projectFact(evidence, now, quorum);
    facts[fact] = projection;
    if (projection.nextChange && (!nextChange || projection.nextChange < nextChange))
      nextChange = projection.nextChange;
  }
  const { tags, certified } = factTags(facts);
  // Issue 34: the known facts as tags too, for 'Matches my standard' (halal-standard.ts).
  const known = standardTags({ facts: knownFacts(facts), certifierId });
  return { facts, nextChange, tags: [...tags, ...known], certified };
}

/**
 * Projects the profiles again from their evidence, in the caller's transaction (the listing's columns follow
 * through the profiles' triggers). A profile never projected gets its evidence from its stated facts first.
 * Returns the profiles whose facts changed, with the facts before and after. The places' watchers are told
 * of what changed (issue 36), but not `causedBy`, whose own word it was.
 */
export async function projectProfiles(
  tx: Tx,
  profileIds: readonly string[],
  now = new Date(),
  causedBy: string | null = null,
) {
  if (profileIds.length === 0) return [];
  const profiles = await tx
    .select()
    .from(halalProfiles)
    .where(inArray(halalProfiles.id, [...profileIds]))
    .orderBy(halalProfiles.id)
    .for('update');
  const fresh = profiles.filter((p) => p.factTags === null);
  if (fresh.length > 0) {
    const derived = new Set(
      (
        await tx
          .selectDistinct({ id: halalEvidence.profileId })
          .from(halalEvidence)
          .where(
            inArray(
              halalEvidence.profileId,
              fresh.map((p) => p.id),
            ),
          )
      ).map((row) => row.id),
    );
    await deriveEvidence(
      tx,
      fresh.filter((profile) => !derived.has(profile.id)),
    );
  }
  const evidence = await tx
    .select()
    .from(halalEvidence)
    .where(
      inArray(
        halalEvidence.profileId,
        profiles.map((p) => p.id),
      ),
    );
  const evidenceOf = new Map<string, (typeof evidence)[number][]>();
  for (const row of evidence) {
    const rows = evidenceOf.get(row.profileId);
    if (rows) rows.push(row);
    else evidenceOf.set(row.profileId, [row]);
  }
  const changed: { profile: ProfileRow; before: PlaceFacts; after: PlaceFacts }[] = [];
  const told = new Map<string, { businessId: string; event: NoticeEvent }>();
  const projections = profiles.map((profile) => {
    const projected = projectEvidence(evidenceOf.get(profile.id) ?? [], now, trustSettings.quorum, profile.certifierId);
    // A profile projected for the first time is not a change anyone saw.
    const event = profile.factTags === null ? null : halalNoticeEvent(profile.facts, projected.facts);
    if (event) told.set(`${profile.businessId} ${event}`, { businessId: profile.businessId, event });
    if (statusesOf(profile.facts) !== statusesOf(projected.facts))
      changed.push({ profile, before: profile.facts, after: projected.facts });
    return {
      id: profile.id,
      facts: projected.facts,
      tags: projected.tags,
      certified: projected.certified,
      change: projected.nextChange,
    };
  });
  // Every profile in one statement; a projection no time will change waits for new evidence ('infinity').
  await tx.execute(sql`
    update ${halalProfiles} set
      facts = v.facts, fact_tags = v.tags, fact_certified = v.certified,
      facts_change_at = coalesce(v.change, 'infinity'::timestamptz)
    from jsonb_to_recordset(${JSON.stringify(projections)}::jsonb)
      as v(id uuid, facts jsonb, tags text[], certified boolean, change timestamptz)
    where ${halalProfiles.id} = v.id`);
  for (const change of told.values()) await noticeWatchers(tx, { ...change, causedBy });
  return changed;
}

/** What a visitor would see change: each fact's status and value. */
const statusesOf = (facts: PlaceFacts) =>
  JSON.stringify(FACT_KEYS.map((fact) => [fact, facts[fact]?.status ?? null, facts[fact]?.value ?? null]));

/** The profile of a business (locationId null) or of one of its locations. */
export const profileOf = (businessId: string, locationId: string | null) =>
  and(
    eq(halalProfiles.businessId, businessId),
    locationId === null ? isNull(halalProfiles.locationId) : eq(halalProfiles.locationId, locationId),
  );

/** Profiles projected in one transaction of the daily job. */
const DUE_BATCH = 200;

/**
 * The daily job: projects every profile whose projection time has changed (its next change has come, or it
 * was never projected), a batch per transaction, with an audit entry for each place whose facts changed in
 * the same transaction. Returns how many places changed.
 */
export async function projectDueProfiles(db: Db, now = new Date()): Promise<number> {
  let changedPlaces = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: halalProfiles.id })
        .from(halalProfiles)
        .where(or(isNull(halalProfiles.factsChangeAt), lte(halalProfiles.factsChangeAt, now)))
        .orderBy(halalProfiles.id)
        .limit(DUE_BATCH)
        .for('update', { skipLocked: true });
      const changed = await projectProfiles(
        tx,
        due.map((row) => row.id),
        now,
      );
      for (const { profile, before, after } of changed) {
        // A profile projected for the first time is not a change anyone saw.
        if (profile.factTags === null) continue;
        await recordAudit(tx, {
          actor: null,
          action: 'halal.recheck',
          businessId: profile.businessId,
          before: { locationId: profile.locationId, facts: before },
          after: { locationId: profile.locationId, facts: after },
        });
      }
      const businessIds = [...new Set(changed.map((c) => c.profile.businessId))];
      for (const id of businessIds) await recordLiveEvent(tx, { topic: 'businesses', id });
      changedPlaces += changed.filter((c) => c.profile.factTags !== null).length;
      return due.length;
    });
    if (batch < DUE_BATCH) return changedPlaces;
  }
}

/** Every community answer of one person stops counting (an admin's discount); the profiles they touched are projected again. */
export async function discountAnswersOf(tx: Tx, userId: string) {
  const touched = await tx
    .update(halalEvidence)
    .set({ counted: false })
    .where(
      and(
        eq(halalEvidence.answererKey, userId),
        eq(halalEvidence.source, 'community'),
        ne(halalEvidence.counted, false),
      ),
    )
    .returning({ profileId: halalEvidence.profileId });
  const ids = [...new Set(touched.map((row) => row.profileId))];
  await projectProfiles(tx, ids);
  return ids;
}
