import { Hono } from 'hono';
import { disputeInput, isUuid, pageQuery, replyInput, reviewInput } from '../../../domain';
import { access } from '../../auth/policy';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';
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

function reviewId(id: string) {
  if (!isUuid(id)) throw notFound('Review not found.');
  return id;
}

export const reviewRoutes = new Hono<AppEnv>()
  .get('/businesses/:id/reviews', access.public, validate('query', pageQuery), async (c) => {
    return c.json(
      await listReviews(c.var.db, c.req.param('id'), c.var.viewer, c.req.valid('query').page, REVIEWS_PAGE_SIZE),
    );
  })
  .get('/businesses/:id/reviews/mine', access.signedIn, async (c) => {
    return c.json({ review: await findOwnReview(c.var.db, reviewId(c.req.param('id')), c.var.viewer) });
  })
  .post(
    '/businesses/:id/reviews',
    access.signedIn,
    rateLimit('review', { max: 10, windowSeconds: 3600 }),
    validate('json', reviewInput),
    async (c) => {
      return c.json(await createReview(c.var.db, c.var.viewer, c.req.param('id'), c.req.valid('json')), 201);
    },
  )
  .patch(
    '/reviews/:id',
    access.signedIn,
    rateLimit('review-edit', { max: 20, windowSeconds: 3600, by: (c) => c.var.viewer?.id ?? 'anonymous' }),
    validate('json', reviewInput),
    async (c) => {
      return c.json(await updateReview(c.var.db, c.var.viewer, reviewId(c.req.param('id')), c.req.valid('json')));
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
      return c.json(
        await replyToReview(db, viewer, reviewId(c.req.param('id')), c.req.valid('json').reply, deps.config.publicUrl),
      );
    },
  )
  .delete('/reviews/:id/reply', access.signedIn, async (c) => {
    await deleteReply(c.var.db, c.var.viewer, reviewId(c.req.param('id')));
    return c.json({ deleted: true });
  })
  .post('/reviews/:id/disputes', access.signedIn, validate('json', disputeInput), async (c) => {
    return c.json(
      await disputeReview(c.var.db, c.var.viewer, reviewId(c.req.param('id')), c.req.valid('json').reason),
      201,
    );
  });
