import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { businesses, profiles, reviewDisputes, reviews } from '../../db/schema';
import { businessSummaryColumns, personSummaryColumns } from '../../db/summary-columns';
import type { Viewer } from '../../http/context';
import { ApiError } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { disputeResponseMail } from '../../mail/templates';
import { recordAudit } from '../audit/audit';

const reviewer = alias(profiles, 'reviewer');
const owner = alias(profiles, 'owner');

/** Disputes with review, reviewer, business and owner, newest first (SPEC §7 review_disputes). */
export function listDisputes(db: Db) {
  return db
    .select({
      id: reviewDisputes.id,
      reason: reviewDisputes.reason,
      status: reviewDisputes.status,
      adminNotes: reviewDisputes.adminNotes,
      resolvedAt: reviewDisputes.resolvedAt,
      createdAt: reviewDisputes.createdAt,
      review: { id: reviews.id, rating: reviews.rating, comment: reviews.comment, createdAt: reviews.createdAt },
      reviewer: personSummaryColumns(reviewer),
      business: businessSummaryColumns(),
      owner: personSummaryColumns(owner),
    })
    .from(reviewDisputes)
    .innerJoin(reviews, eq(reviews.id, reviewDisputes.reviewId))
    .leftJoin(reviewer, eq(reviewer.id, reviews.userId))
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .innerJoin(owner, eq(owner.id, reviewDisputes.businessOwnerId))
    .orderBy(desc(reviewDisputes.createdAt))
    .limit(500);
}

/**
 * SPEC §4 Dispute: pending to approved or rejected, once. An approved dispute hides the review from
 * the public page and its figures. The owner hears the outcome (send-dispute-response), in their language.
 */
export async function resolveDispute(
  db: Db,
  admin: Viewer,
  id: string,
  status: 'approved' | 'rejected',
  adminNotes: string | null,
) {
  return db.transaction(async (tx) => {
    const [dispute] = await tx
      .update(reviewDisputes)
      .set({ status, adminNotes, resolvedAt: new Date(), resolvedBy: admin.id })
      .where(and(eq(reviewDisputes.id, id), eq(reviewDisputes.status, 'pending')))
      .returning();
    if (!dispute) {
      const [exists] = await tx.select({ id: reviewDisputes.id }).from(reviewDisputes).where(eq(reviewDisputes.id, id));
      if (!exists) throw new ApiError('NOT_FOUND', 'Dispute not found.');
      throw new ApiError('ALREADY_RESOLVED', 'This dispute has already been resolved.');
    }
    const [context] = await tx
      .select({
        businessId: businesses.id,
        businessName: businesses.name,
        ownerEmail: profiles.email,
        ownerLocale: profiles.locale,
      })
      .from(reviews)
      .innerJoin(businesses, eq(businesses.id, reviews.businessId))
      .innerJoin(profiles, eq(profiles.id, dispute.businessOwnerId))
      .where(eq(reviews.id, dispute.reviewId));
    await recordAudit(tx, {
      actor: admin,
      action: 'dispute.resolve',
      businessId: context?.businessId ?? null,
      subjectId: dispute.businessOwnerId,
      before: { status: 'pending', reviewId: dispute.reviewId },
      after: { status },
      reason: adminNotes,
    });
    if (context) {
      await enqueueMail(tx, {
        kind: 'send-dispute-response',
        to: context.ownerEmail,
        ...disputeResponseMail(context.businessName, status, adminNotes, context.ownerLocale),
      });
    }
    return dispute;
  });
}
