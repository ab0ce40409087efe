import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import {
  type FactAnswer,
  type FactProjection,
  type FactStatus,
  HALAL_FACTS,
  type HalalCheckInput,
  type HalalFact,
} from '../../../domain';
import type { Db } from '../../db/client';
import {
  businesses,
  businessLocations,
  businessSubscriptions,
  halalAnswers,
  halalEvidence,
  halalProfiles,
  passportVisits,
  profiles,
} from '../../db/schema';
import { businessSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import { isListed } from '../listing-rules';
import { recordTeamWord, shownFact } from './evidence';

// Issue 34: the admins' 'Disputed and stale' queue. A place whose sources disagree about a fact, or whose
// every fact has lapsed, needs the team: a visit or a call, recorded as the admin's evidence of one fact
// (`recordAdminCheck`), which outranks the owner's word and the community's.

/** The most places one view of the queue lists. */
export const HALAL_QUEUE_LIMIT = 100;
/** The latest answers the queue shows of each fact in question. */
export const ANSWERS_PER_FACT = 5;

const PROFILE_NOT_FOUND = 'These halal details were not found.';

const FACT_KEYS = Object.keys(HALAL_FACTS) as HalalFact[];

/** Whether some fact of the profile's stored projection has this status. */
const someFact = (status: FactStatus) =>
  sql<boolean>`jsonb_path_exists(${halalProfiles.facts}, ${`$.* ? (@.status == "${status}")`}::jsonpath)`;

/**
 * Disputed: some fact shows 'Sources disagree'. Stale: nothing is known any more, and at least one fact
 * once was ('Needs a re-check'); a place never checked at all is not the team's to re-check.
 */
const disputed = someFact('disagree');
const stale = sql<boolean>`(${someFact('needs_recheck')} and not ${someFact('known')} and not ${disputed})`;

/**
 * How many people look at the place. There is no view counter, so the queue counts the people who follow
 * it instead: its active subscribers, its passport stamps and its reviews (each business's own indexes).
 */
export const popularity = sql<number>`(${businesses.ratingCount}
  + (select count(*) from ${businessSubscriptions} s
     where s.business_id = ${businesses.id} and s.active and s.confirmed_at is not null)
  + (select count(*) from ${passportVisits} v where v.business_id = ${businesses.id}))::int`;

export type QueueKind = 'disputed' | 'stale';

/**
 * The places that need an admin, most looked at first, at most HALAL_QUEUE_LIMIT: each with the facts in
 * question (the disputed ones, or those due for a re-check) and the latest answers about them. Two
 * statements: the places (the profiles' projections are filtered in SQL, a scan bounded by the places
 * themselves), then the answers of every fact in question at once.
 */
export async function listHalalQueue(db: Db) {
  const places = await db
    .select({
      profileId: halalProfiles.id,
      locationId: halalProfiles.locationId,
      locationName: businessLocations.name,
      business: businessSummaryColumns(),
      kind: sql<QueueKind>`case when ${disputed} then 'disputed' else 'stale' end`,
      facts: halalProfiles.facts,
    })
    .from(halalProfiles)
    .innerJoin(businesses, eq(businesses.id, halalProfiles.businessId))
    .leftJoin(businessLocations, eq(businessLocations.id, halalProfiles.locationId))
    .where(and(isListed, sql`(${disputed} or ${stale})`))
    .orderBy(desc(popularity), desc(disputed), asc(businesses.name), asc(halalProfiles.id))
    .limit(HALAL_QUEUE_LIMIT);

  const inQuestion = places.map((place) => {
    const status: FactStatus = place.kind === 'disputed' ? 'disagree' : 'needs_recheck';
    return FACT_KEYS.flatMap((fact) => {
      const projection = place.facts[fact];
      return projection?.status === status ? [{ fact, projection }] : [];
    });
  });
  const pairs = places.flatMap((place, i) =>
    inQuestion[i]!.map(({ fact }) => sql`(${place.profileId}::uuid, ${fact})`),
  );
  const answers = pairs.length > 0 ? await latestAnswers(db, sql.join(pairs, sql`, `)) : [];

  return places.map((place, i) => ({
    profileId: place.profileId,
    locationId: place.locationId,
    locationName: place.locationName,
    business: place.business,
    kind: place.kind,
    facts: inQuestion[i]!.map(({ fact, projection }) => ({
      fact,
      projection: projection as FactProjection,
      answers: answers
        .filter((answer) => answer.profileId === place.profileId && answer.fact === fact)
        .map(({ profileId: _profile, fact: _fact, rank: _rank, personId, displayName, email, ...answer }) => ({
          person: { id: personId, displayName, email },
          ...answer,
          answer: answer.answer as FactAnswer,
        })),
    })),
  }));
}

/**
 * The latest ANSWERS_PER_FACT answers to 'Is this still true?' about each (profile, fact) pair, newest
 * first, with the person. The note and whether the person counts are their evidence's: the note belongs to
 * the answer that wrote it (the person's latest), and `counted` says whether the community counts the
 * person's standing answer (false once an admin discounted them, for an account too young, for a 'Not
 * sure', and for the owner, whose word is the owner's statement).
 */
async function latestAnswers(db: Db, pairs: SQL) {
  const ranked = db
    .select({
      profileId: halalAnswers.profileId,
      fact: halalAnswers.fact,
      answer: halalAnswers.answer,
      value: halalAnswers.value,
      answeredAt: halalAnswers.answeredAt,
      personId: profiles.id,
      displayName: profiles.displayName,
      email: profiles.email,
      note: sql<string | null>`case when ${halalEvidence.recordedAt} = ${halalAnswers.answeredAt}
        then ${halalEvidence.note} end`.as('note'),
      counted: sql<boolean>`coalesce(${halalEvidence.counted}, false)`.as('counted'),
      rank: sql<number>`row_number() over (partition by ${halalAnswers.profileId}, ${halalAnswers.fact}
        order by ${halalAnswers.answeredAt} desc, ${halalAnswers.id} desc)`.as('rank'),
    })
    .from(halalAnswers)
    .innerJoin(profiles, eq(profiles.id, halalAnswers.userId))
    .leftJoin(
      halalEvidence,
      and(
        eq(halalEvidence.profileId, halalAnswers.profileId),
        eq(halalEvidence.fact, halalAnswers.fact),
        eq(halalEvidence.source, 'community'),
        eq(halalEvidence.answererKey, halalAnswers.userId),
      ),
    )
    .where(sql`(${halalAnswers.profileId}, ${halalAnswers.fact}) in (${pairs})`)
    .as('ranked');
  return db.select().from(ranked).where(lte(ranked.rank, ANSWERS_PER_FACT)).orderBy(asc(ranked.rank));
}

/**
 * The team's visit or call found one fact of a place to have this value: the admin's evidence of that fact
 * (one row per profile, fact and source, replaced by the next check), the place projected again, the audit
 * entry and the live event, in one transaction.
 */
export async function recordAdminCheck(db: Db, admin: Viewer, input: HalalCheckInput, now = new Date()) {
  return db.transaction(async (tx) => {
    const [profile] = await tx.select().from(halalProfiles).where(eq(halalProfiles.id, input.profileId)).for('update');
    if (!profile) throw new ApiError('NOT_FOUND', PROFILE_NOT_FOUND);
    await recordTeamWord(tx, profile, { fact: input.fact, value: input.value, actorId: admin.id }, now);
    const shown = await shownFact(tx, profile.id, input.fact);
    await recordAudit(tx, {
      actor: admin,
      action: 'halal.check',
      businessId: profile.businessId,
      before: { locationId: profile.locationId, fact: input.fact, shown: profile.facts[input.fact] ?? null },
      after: { locationId: profile.locationId, fact: input.fact, value: input.value, shown },
    });
    await recordLiveEvent(tx, { topic: 'businesses', id: profile.businessId });
    return { profileId: profile.id, fact: input.fact, shown };
  });
}
