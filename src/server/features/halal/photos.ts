import { and, asc, desc, eq } from 'drizzle-orm';
import type { FactAnswer, HalalFact, HalalPhotoDecisionInput } from '../../../domain';
import type { Db } from '../../db/client';
import { businesses, businessLocations, halalAnswers, halalProfiles, profiles } from '../../db/schema';
import { businessSummaryColumns, personSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { recordLiveEvent } from '../../live/hub';
import { recordAudit } from '../audit/audit';
import { isPublic } from '../listing-rules';
import { recordTeamWord, shownFact } from './evidence';
import { HALAL_QUEUE_LIMIT, popularity } from './queue';

// Issue 34: a photo sent with an answer to 'Is this still true?' (a menu, a certificate on the wall) is
// evidence only once an admin accepts it. Accepted, it is the team's own evidence of what the diner said —
// the value confirmed, or denied — with the photo as its document; rejected, its file is removed.

const PHOTO_NOT_WAITING = 'This photo is not waiting for review.';

/**
 * The photos waiting for an admin, at the most followed places first, then the oldest: at every place a
 * person may answer about (a closed one too), so none waits for ever.
 */
export async function listPendingPhotos(db: Db) {
  const rows = await db
    .select({
      answerId: halalAnswers.id,
      fact: halalAnswers.fact,
      answer: halalAnswers.answer,
      value: halalAnswers.value,
      note: halalAnswers.note,
      photoUrl: halalAnswers.photoUrl,
      answeredAt: halalAnswers.answeredAt,
      person: personSummaryColumns(profiles),
      business: businessSummaryColumns(),
      locationId: halalProfiles.locationId,
      locationName: businessLocations.name,
      facts: halalProfiles.facts,
    })
    .from(halalAnswers)
    .innerJoin(halalProfiles, eq(halalProfiles.id, halalAnswers.profileId))
    .innerJoin(businesses, eq(businesses.id, halalProfiles.businessId))
    .innerJoin(profiles, eq(profiles.id, halalAnswers.userId))
    .leftJoin(businessLocations, eq(businessLocations.id, halalProfiles.locationId))
    .where(and(eq(halalAnswers.photoStatus, 'pending'), isPublic))
    .orderBy(desc(popularity), asc(halalAnswers.answeredAt), asc(halalAnswers.id))
    .limit(HALAL_QUEUE_LIMIT);
  return rows.map(({ facts, photoUrl, ...row }) => ({
    ...row,
    fact: row.fact as HalalFact,
    answer: row.answer as FactAnswer,
    photoUrl: photoUrl as string,
    shown: facts[row.fact as HalalFact] ?? null,
  }));
}

/**
 * An admin accepts a diner's photo (the team's evidence of the value the diner confirmed or denied, with the
 * photo as its document, replacing the team's earlier word on that fact) or rejects it. The answer, the
 * evidence, the projection, the audit entry and the live event in one transaction; a rejected photo's URL is
 * returned for its file to be released once this commits.
 */
export async function decidePhoto(
  db: Db,
  admin: Viewer,
  answerId: string,
  { decision }: HalalPhotoDecisionInput,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ answer: halalAnswers, profile: halalProfiles })
      .from(halalAnswers)
      .innerJoin(halalProfiles, eq(halalProfiles.id, halalAnswers.profileId))
      .where(eq(halalAnswers.id, answerId))
      .for('update');
    if (row?.answer.photoStatus !== 'pending' || !row.answer.photoUrl)
      throw new ApiError('NOT_FOUND', PHOTO_NOT_WAITING);
    const { answer, profile } = row;
    const fact = answer.fact as HalalFact;
    await tx
      .update(halalAnswers)
      .set({ photoStatus: decision === 'accept' ? 'accepted' : 'rejected' })
      .where(eq(halalAnswers.id, answer.id));
    if (decision === 'accept') {
      const word = {
        fact,
        value: answer.value,
        affirms: answer.answer === 'yes',
        actorId: admin.id,
        note: answer.note,
        documentUrl: answer.photoUrl,
      };
      await recordTeamWord(tx, profile, word, now);
    }
    const shown = await shownFact(tx, profile.id, fact);
    await recordAudit(tx, {
      actor: admin,
      action: decision === 'accept' ? 'halal.photo_accept' : 'halal.photo_reject',
      businessId: profile.businessId,
      subjectId: answer.userId,
      before: { locationId: profile.locationId, fact, shown: profile.facts[fact] ?? null },
      after: { locationId: profile.locationId, fact, value: answer.value, answer: answer.answer, shown },
    });
    await recordLiveEvent(tx, { topic: 'businesses', id: profile.businessId });
    return { answerId: answer.id, decision, shown, released: decision === 'reject' ? answer.photoUrl : null };
  });
}
