import { and, count, eq, gte, sql } from 'drizzle-orm';
import {
  type EvidenceSource,
  evidenceValidUntil,
  FACT_ANSWERS_PER_DAY,
  type FactAnswerInput,
  type FactProjection,
  type HalalFact,
  statedFacts,
} from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import type { Db, Tx } from '../../db/client';
import { businesses, halalAnswers, halalEvidence, halalProfiles, profiles } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import type { Storage } from '../../storage/storage';
import { attachOwnUpload } from '../../storage/uploads';
import { recordAudit } from '../audit/audit';
import { isPublic } from '../listing-rules';
import {
  discountAnswersOf,
  ensureEvidence,
  profileOf,
  projectProfiles,
  REPLACES_ANSWER,
  REPLACES_STATEMENT,
  shownFact,
  statedProfile,
  trustSettings,
} from './evidence';

// Issue 34: 'Is this still true?' — a signed-in person's answer about one fact of a place. Every answer is
// kept (the person's daily budget, the admins' view); the latest per person and fact is evidence. The
// owner's own answers are the owner's statements; an account too young, or discounted by an admin, is
// recorded and not counted.

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** The value the question is about: the one the place shows (or showed last), else the one its profile states. */
function askedValue(
  facts: Partial<Record<HalalFact, FactProjection>>,
  stated: Partial<Record<HalalFact, string>>,
  fact: HalalFact,
) {
  return facts[fact]?.value ?? stated[fact] ?? null;
}

export async function answerFact(
  db: Db,
  storage: Storage,
  viewer: Viewer,
  businessId: string,
  input: FactAnswerInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [place] = await tx
      .select({ profile: halalProfiles, ownerId: businesses.ownerId })
      .from(halalProfiles)
      .innerJoin(businesses, eq(businesses.id, halalProfiles.businessId))
      .where(and(profileOf(businessId, input.locationId), isPublic))
      .for('update', { of: halalProfiles });
    if (!place) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
    const { profile } = place;
    const value = askedValue(profile.facts, statedFacts(statedProfile(profile)), input.fact);
    if (value === null) throw new ApiError('NOTHING_TO_CONFIRM');
    await withinBudget(tx, viewer.id, now);
    await ensureEvidence(tx, profile);
    const [given] = await tx
      .insert(halalAnswers)
      .values({
        userId: viewer.id,
        profileId: profile.id,
        fact: input.fact,
        answer: input.answer,
        value,
        answeredAt: now,
        note: input.note,
        photoUrl: input.photoUrl ?? null,
        photoStatus: input.photoUrl ? 'pending' : null,
      })
      .returning({ id: halalAnswers.id });
    // The photo must be the person's own upload, not yet part of anything; it waits for an admin.
    if (input.photoUrl)
      await attachOwnUpload(tx, storage, input.photoUrl, viewer.id, `halal-answer:${given!.id}`, 'photoUrl');
    const owner = place.ownerId === viewer.id;
    const counted = owner || (await counts(tx, viewer.id, now));
    if (input.answer === 'not_sure') {
      // 'Not sure' withdraws the person's earlier answer: their latest says nothing.
      if (!owner)
        await tx
          .delete(halalEvidence)
          .where(
            and(
              eq(halalEvidence.profileId, profile.id),
              eq(halalEvidence.fact, input.fact),
              eq(halalEvidence.answererKey, viewer.id),
            ),
          );
    } else {
      const source: EvidenceSource = owner ? 'owner' : 'community';
      const row = {
        profileId: profile.id,
        fact: input.fact,
        value,
        affirms: input.answer === 'yes',
        source,
        actorId: viewer.id,
        answererKey: owner ? null : viewer.id,
        recordedAt: now,
        validUntil: evidenceValidUntil(source, input.fact, now, profile.certificateExpiresOn),
        counted,
        note: input.note,
      };
      await tx
        .insert(halalEvidence)
        .values(row)
        .onConflictDoUpdate(owner ? REPLACES_STATEMENT : REPLACES_ANSWER);
    }
    await projectProfiles(tx, [profile.id], now, viewer.id);
    const shown = await shownFact(tx, profile.id, input.fact);
    await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return {
      fact: input.fact,
      answer: input.answer,
      counted,
      photo: input.photoUrl ? ('pending' as const) : null,
      shown,
    };
  });
}

/** At most FACT_ANSWERS_PER_DAY answers in 24 hours, counted or not. */
async function withinBudget(tx: Tx, userId: string, now: Date) {
  const [given] = await tx
    .select({ n: count() })
    .from(halalAnswers)
    .where(and(eq(halalAnswers.userId, userId), gte(halalAnswers.answeredAt, new Date(now.getTime() - DAY_MS))));
  if ((given?.n ?? 0) >= FACT_ANSWERS_PER_DAY) throw new ApiError('ANSWER_BUDGET');
}

/** Whether the community counts this person's answer now: an account old enough, not discounted, not banned. */
async function counts(tx: Tx, userId: string, now: Date) {
  const [person] = await tx
    .select({ createdAt: profiles.createdAt, discountedAt: profiles.answersDiscountedAt, banned: profiles.banned })
    .from(profiles)
    .where(eq(profiles.id, userId));
  if (!person || person.banned || person.discountedAt) return false;
  return now.getTime() - person.createdAt.getTime() >= trustSettings.minAccountAgeHours * HOUR_MS;
}

/** An admin discounts every halal answer of one account, now and from now on (recorded in the audit log). */
export async function discountAnswers(db: Db, admin: Viewer, userId: string, reason: string | null) {
  return db.transaction(async (tx) => {
    const [person] = await tx
      .update(profiles)
      .set({ answersDiscountedAt: sql`coalesce(${profiles.answersDiscountedAt}, now())` })
      .where(eq(profiles.id, userId))
      .returning({ id: profiles.id, displayName: profiles.displayName, email: profiles.email });
    if (!person) throw new ApiError('NOT_FOUND', 'User not found');
    const profilesTouched = await discountAnswersOf(tx, userId);
    await recordAudit(tx, {
      actor: admin,
      action: 'user.discount_answers',
      subjectId: person.id,
      subjectName: person.displayName.trim() || person.email,
      after: { profilesTouched: profilesTouched.length },
      reason,
    });
    const touched = await tx
      .selectDistinct({ businessId: halalProfiles.businessId })
      .from(halalProfiles)
      .where(sql`${halalProfiles.id} in ${profilesTouched.length > 0 ? profilesTouched : [null]}`);
    for (const { businessId } of touched) await recordLiveEvent(tx, { topic: 'businesses', id: businessId });
    return { discounted: true, places: touched.length };
  });
}
