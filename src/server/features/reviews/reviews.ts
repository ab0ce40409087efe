import { and, desc, eq, sql } from 'drizzle-orm';
import { canManageListing, type ReviewInput } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { listingColumns, refuseManaging } from '../../auth/policy';
import type { Db } from '../../db/client';
import { businesses, profiles, reviewDisputes, reviews } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { ApiError, isUniqueViolation } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { ownerReplyMail } from '../../mail/templates';
import { findPublicBusiness, isPublic } from '../listing-rules';
import { noticePerson } from '../notices/fan-out';

/** What every view of a review shows of it; lists add the reviewer, the reply and the dispute. */
const reviewColumns = {
  id: reviews.id,
  rating: reviews.rating,
  comment: reviews.comment,
  createdAt: reviews.createdAt,
  updatedAt: reviews.updatedAt,
};

/**
 * A page of a business's reviews, newest first (the reviews_business_created_idx order), with the
 * figures the business keeps (rating_count, rating_sum): two statements, side by side.
 */
export async function listReviews(db: Db, businessId: string, viewer: Viewer | null, page: number, pageSize: number) {
  // A review whose dispute an admin approved no longer shows, nor counts (SPEC §4 Dispute).
  const where = and(
    eq(reviews.businessId, businessId),
    sql`not exists (select 1 from ${reviewDisputes} d where d.review_id = "reviews"."id" and d.status = 'approved')`,
  );
  const [[business], rows] = await Promise.all([
    db
      .select({
        id: businesses.id,
        ownerId: businesses.ownerId,
        ratingCount: businesses.ratingCount,
        ratingSum: businesses.ratingSum,
      })
      .from(businesses)
      .where(and(eq(businesses.id, businessId), isPublic)),
    db
      .select({
        ...reviewColumns,
        userId: reviews.userId,
        reviewerName: profiles.displayName,
        ownerReply: reviews.ownerReply,
        ownerRepliedAt: reviews.ownerRepliedAt,
        disputeStatus: reviewDisputes.status,
      })
      .from(reviews)
      // A review outlives its author's account (issue 33): the name is then null, 'A former member'.
      .leftJoin(profiles, eq(profiles.id, reviews.userId))
      .leftJoin(reviewDisputes, eq(reviewDisputes.reviewId, reviews.id))
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  ]);
  if (!business) throw new ApiError('NOT_FOUND', BUSINESS_NOT_FOUND);
  // The page is public, so the listing is approved: managing it is down to the viewer's role.
  const managing = viewer !== null && canManageListing(viewer, { ...business, isApproved: true, rejectedAt: null });
  const ownsListing = viewer !== null && viewer.id === business.ownerId;
  const total = business.ratingCount;
  return {
    items: rows.map(({ disputeStatus, ...r }) => ({ ...r, disputeStatus: managing ? disputeStatus : null })),
    total,
    average: total === 0 ? 0 : business.ratingSum / total,
    page,
    hasMore: page * pageSize < total,
    /** The viewer runs this listing: they reply and dispute here. */
    viewerIsOwner: ownsListing && managing,
    /** The listing is linked to the viewer, run by them or not: they do not review it (SPEC §5). */
    viewerOwnsListing: ownsListing,
  };
}

export async function findOwnReview(db: Db, businessId: string, viewer: Viewer) {
  const [review] = await db
    .select(reviewColumns)
    .from(reviews)
    .where(and(eq(reviews.businessId, businessId), eq(reviews.userId, viewer.id)));
  return review ?? null;
}

/** One review per person and business; the owner of a business cannot review it (SPEC §5). */
export async function createReview(db: Db, viewer: Viewer, businessId: string, input: ReviewInput) {
  const business = await findPublicBusiness(db, businessId);
  if (business.ownerId === viewer.id)
    throw new ApiError('FORBIDDEN', 'Business owners cannot review their own business.');
  try {
    return await db.transaction(async (tx) => {
      const [review] = await tx
        .insert(reviews)
        .values({ businessId: business.id, userId: viewer.id, rating: input.rating, comment: input.comment })
        .returning();
      // Issue 36: the owner hears of a new review.
      if (business.ownerId)
        await noticePerson(tx, business.ownerId, {
          event: 'new_review',
          businessId: business.id,
          payload: { rating: input.rating },
        });
      return review!;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('ALREADY_REVIEWED');
    throw err;
  }
}

export async function updateReview(db: Db, viewer: Viewer, reviewId: string, input: ReviewInput) {
  const [review] = await db
    .update(reviews)
    .set({ rating: input.rating, comment: input.comment, updatedAt: new Date() })
    .where(and(eq(reviews.id, reviewId), eq(reviews.userId, viewer.id)))
    .returning();
  if (!review) throw new ApiError('NOT_FOUND', 'Review not found.');
  return review;
}

/** The review with its business, for actions only that business's owner may take. */
async function reviewOfOwnedBusiness(db: Db, viewer: Viewer, reviewId: string) {
  const [row] = await db
    .select({
      review: reviews,
      business: listingColumns,
    })
    .from(reviews)
    .innerJoin(businesses, eq(businesses.id, reviews.businessId))
    .where(eq(reviews.id, reviewId));
  if (!row) throw new ApiError('NOT_FOUND', 'Review not found.');
  // Replies and disputes are the owner's alone: an admin acting for a business does not speak for it.
  if (row.business.ownerId !== viewer.id)
    throw new ApiError('FORBIDDEN', 'Only the owner of this business can do this.');
  refuseManaging(viewer, row.business);
  return row;
}

/** The owner's public reply; the reviewer hears of a new reply by mail, in their language. */
export async function replyToReview(db: Db, viewer: Viewer, reviewId: string, reply: string, publicUrl: string) {
  const { review, business } = await reviewOfOwnedBusiness(db, viewer, reviewId);
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(reviews)
      .set({ ownerReply: reply, ownerRepliedAt: new Date() })
      .where(eq(reviews.id, reviewId))
      .returning();
    // A former member (issue 33) has no one left to tell.
    if (!review.ownerReply && review.userId) {
      const [reviewer] = await tx
        .select({ email: profiles.email, name: profiles.displayName, locale: profiles.locale })
        .from(profiles)
        .where(eq(profiles.id, review.userId));
      if (reviewer) {
        await enqueueMail(tx, {
          kind: 'review-reply',
          to: reviewer.email,
          ...ownerReplyMail(reviewer.name, business.name, reply, `${publicUrl}/r/${business.slug}`, reviewer.locale),
        });
      }
    }
    return updated!;
  });
}

export async function deleteReply(db: Db, viewer: Viewer, reviewId: string) {
  await reviewOfOwnedBusiness(db, viewer, reviewId);
  await db.update(reviews).set({ ownerReply: null, ownerRepliedAt: null }).where(eq(reviews.id, reviewId));
}

/** SPEC §5 Dispute: the owner of the reviewed business, once per review. */
export async function disputeReview(db: Db, viewer: Viewer, reviewId: string, reason: string) {
  await reviewOfOwnedBusiness(db, viewer, reviewId);
  try {
    const [dispute] = await db
      .insert(reviewDisputes)
      .values({ reviewId, businessOwnerId: viewer.id, reason, status: 'pending' })
      .returning();
    return dispute!;
  } catch (err) {
    if (isUniqueViolation(err)) throw new ApiError('ALREADY_DISPUTED');
    throw err;
  }
}
