import { Hono } from 'hono';
import { disputeInput, pageQuery, replyInput, reviewInput } from '../../../domain';
import { BUSINESS_NOT_FOUND } from '../../../domain/error-codes';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { uuidParam } from '../../http/params';
import { rateLimit } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import {
  createReview,
  deleteReply,
  disputeReview,
  findOwnReview,
  listReviews,
  replyToReview,
  updateReview,
} from './reviews';

const REVIEWS_PAGE_SIZE = 10;
const REVIEW_NOT_FOUND = 'Review not found.';

export const reviewRoutes = new Hono<AppEnv>()
  .get('/businesses/:id/reviews', access.public, validate('query', pageQuery), async (c) => {
    const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
    return c.json(await listReviews(c.var.db, businessId, c.var.viewer, c.req.valid('query').page, REVIEWS_PAGE_SIZE));
  })
  .get('/businesses/:id/reviews/mine', access.signedIn, async (c) => {
    // It asks for the viewer's review, so a malformed business id answers as a review not found.
    const businessId = uuidParam(c, 'id', REVIEW_NOT_FOUND);
    return c.json({ review: await findOwnReview(c.var.db, businessId, c.var.viewer) });
  })
  .post(
    '/businesses/:id/reviews',
    access.signedIn,
    rateLimit('review', { max: 10, windowSeconds: 3600 }),
    validate('json', reviewInput),
    async (c) => {
      const businessId = uuidParam(c, 'id', BUSINESS_NOT_FOUND);
      return c.json(await createReview(c.var.db, c.var.viewer, businessId, c.req.valid('json')), 201);
    },
  )
  .patch(
    '/reviews/:id',
    access.signedIn,
    rateLimit('review-edit', { max: 20, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    validate('json', reviewInput),
    async (c) => {
      const reviewId = uuidParam(c, 'id', REVIEW_NOT_FOUND);
      return c.json(await updateReview(c.var.db, c.var.viewer, reviewId, c.req.valid('json')));
    },
  )
  // A first reply mails the reviewer: an owner cannot turn reply-delete-reply into a mail cannon.
  .put(
    '/reviews/:id/reply',
    access.signedIn,
    rateLimit('review-reply', { max: 20, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    validate('json', replyInput),
    async (c) => {
      const { db, viewer, deps } = c.var;
      const reviewId = uuidParam(c, 'id', REVIEW_NOT_FOUND);
      return c.json(await replyToReview(db, viewer, reviewId, c.req.valid('json').reply, deps.config.publicUrl));
    },
  )
  .delete('/reviews/:id/reply', access.signedIn, async (c) => {
    await deleteReply(c.var.db, c.var.viewer, uuidParam(c, 'id', REVIEW_NOT_FOUND));
    return c.json({ deleted: true });
  })
  .post('/reviews/:id/disputes', access.signedIn, validate('json', disputeInput), async (c) => {
    const reviewId = uuidParam(c, 'id', REVIEW_NOT_FOUND);
    return c.json(await disputeReview(c.var.db, c.var.viewer, reviewId, c.req.valid('json').reason), 201);
  });
