import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ReviewInput } from '../../../domain/schemas';
import { ApiError, api, isErrorCode, readJson, serverReason } from '../../lib/api';
import { msg, t, translate } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { catalogKeysWithRatings, trustKeys } from '../../lib/query-keys';

/** GET /api/businesses/:id/reviews: ten per page, newest first, with the average and the total. */
export type ReviewPage = InferResponseType<(typeof api.api.businesses)[':id']['reviews']['$get'], 200>;
export type Review = ReviewPage['items'][number];

/** Who wrote a review: their name, or 'A former member' once they deleted their account (issue 33). */
export function reviewerName(review: Pick<Review, 'reviewerName'>): string {
  return review.reviewerName ?? t('A former member');
}
/** GET /api/businesses/:id/reviews/mine: the signed-in person's review of the business, if any. */
export type MyReview = InferResponseType<(typeof api.api.businesses)[':id']['reviews']['mine']['$get'], 200>['review'];
export type DisputeStatus = NonNullable<Review['disputeStatus']>;

export const reviewsKey = (businessId: string) => ['reviews', businessId] as const;
// Under reviewsKey, so refreshing the reviews refreshes it too; per account, so a sign-out cannot leak it.
export const myReviewKey = (businessId: string, userId: string) => [...reviewsKey(businessId), 'mine', userId] as const;

// SPEC §8 Reviews.
export const LOAD_REVIEWS_FAILED = msg('Failed to load reviews. Please refresh the page.');

export const reviewsQuery = (businessId: string) =>
  infiniteQueryOptions({
    queryKey: reviewsKey(businessId),
    queryFn: async ({ pageParam }): Promise<ReviewPage> =>
      readJson(
        api.api.businesses[':id'].reviews.$get({ param: { id: businessId }, query: { page: String(pageParam) } }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last: ReviewPage) => (last.hasMore ? last.page + 1 : undefined),
    meta: { loadFailure: { log: 'Reviews failed to load', toast: LOAD_REVIEWS_FAILED } },
  });

export function useReviews(businessId: string) {
  return useInfiniteQuery(reviewsQuery(businessId));
}

const fetchMyReview = async (businessId: string): Promise<MyReview> =>
  (await readJson(api.api.businesses[':id'].reviews.mine.$get({ param: { id: businessId } }))).review;

/** The viewer's own review (for 'Edit Your Review'); only asked for when someone is signed in. */
export function useMyReview(businessId: string, userId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: myReviewKey(businessId, userId ?? ''),
    queryFn: () => fetchMyReview(businessId),
    enabled: Boolean(userId) && enabled,
  });
}

/**
 * 'Edit Your Review' after the server refused a second review: the viewer's review asked for again, and
 * kept where `useMyReview` reads it, so the form turns to editing it. Asked for by the person, its failure
 * (or no review there any more) is told; the button's own read in the background is not. A read of its
 * own, so that no other reader's options replace the words it names.
 */
export function useReloadMyReview(businessId: string, userId: string) {
  const queryClient = useQueryClient();
  const failure = t('Could not load your review. Please refresh the page.');
  return async () => {
    const review = await queryClient
      .fetchQuery({
        queryKey: [...myReviewKey(businessId, userId), 'to-edit'],
        queryFn: async () => {
          const found = await fetchMyReview(businessId);
          if (!found) throw new ApiError(404, 'NOT_FOUND', msg('Review not found.'));
          return found;
        },
        staleTime: 0,
        gcTime: 0,
        meta: { loadFailure: { log: 'Own review failed to load', toast: failure } },
      })
      .catch(() => null);
    if (review) queryClient.setQueryData(myReviewKey(businessId, userId), review);
  };
}

function useRefreshReviews(businessId: string, { withRatings }: { withRatings: boolean }) {
  const queryClient = useQueryClient();
  return () => {
    // A review changes the figures, and lets its writer confirm the place is still halal (the trust area).
    const keys = withRatings
      ? [reviewsKey(businessId), ...catalogKeysWithRatings, trustKeys.business(businessId)]
      : [reviewsKey(businessId)];
    return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  };
}

// SPEC §5 Review and Dispute, §8 Reviews and Disputes texts.
export const SIGN_IN_TO_REVIEW = msg('You must be logged in to leave a review. Please sign in to continue.');
export const ALREADY_REVIEWED = msg(
  'You have already reviewed this business. You can edit your existing review instead.',
);
export const SIGN_IN_TO_DISPUTE = msg('You must be logged in to dispute a review.');
export const ALREADY_DISPUTED = msg('You have already disputed this review.');

/** The server refused a second review of the business by the same person (the form offers to edit the first). */
export const isAlreadyReviewed = (error: Error) => isErrorCode(error, 'ALREADY_REVIEWED');
/** The server refused a second dispute of the review. */
export const isAlreadyDisputed = (error: Error) => isErrorCode(error, 'ALREADY_DISPUTED');

/** POST /api/businesses/:id/reviews, or PATCH /api/reviews/:id when `reviewId` is the viewer's review. */
export function useSaveReview(businessId: string, reviewId: string | undefined) {
  const refresh = useRefreshReviews(businessId, { withRatings: true });
  return useMutation(
    withFeedback({
      mutationFn: async (input: ReviewInput) =>
        reviewId
          ? readJson(api.api.reviews[':id'].$patch({ param: { id: reviewId }, json: input }))
          : readJson(api.api.businesses[':id'].reviews.$post({ param: { id: businessId }, json: input })),
      feedback: {
        success: reviewId
          ? [t('Review Updated'), t('Your review has been updated.')]
          : [t('Review Submitted'), t('Thank you for sharing your experience.')],
        failure: (error) => {
          // The review form says it, with the way out: edit the existing review.
          if (isAlreadyReviewed(error)) return null;
          if (isErrorCode(error, 'UNAUTHENTICATED'))
            return [t('Authentication Required'), translate(SIGN_IN_TO_REVIEW)];
          // A refusal the server explains (an owner reviewing their own business, too many reviews) says why.
          return [t('Failed to submit your review. Please try again.'), serverReason(error)];
        },
      },
      onSuccess: refresh,
    }),
  );
}

/** PUT /api/reviews/:id/reply: the owner's public reply (the server mails the reviewer of a new one). */
export function useSaveReply(businessId: string) {
  const refresh = useRefreshReviews(businessId, { withRatings: false });
  return useMutation(
    withFeedback({
      mutationFn: async ({ review, reply }: { review: Review; reply: string }) =>
        readJson(api.api.reviews[':id'].reply.$put({ param: { id: review.id }, json: { reply } })),
      feedback: {
        success: (_, { review }) =>
          review.ownerReply
            ? t('Reply Updated')
            : review.reviewerName === null
              ? t('Reply Posted')
              : [t('Reply Posted'), t('{name} will get an email about your reply.', { name: review.reviewerName })],
        failure: t('Failed to save your reply. Please try again.'),
      },
      onSuccess: refresh,
    }),
  );
}

export function useDeleteReply(businessId: string, reviewId: string) {
  const refresh = useRefreshReviews(businessId, { withRatings: false });
  return useMutation(
    withFeedback({
      mutationFn: async () => readJson(api.api.reviews[':id'].reply.$delete({ param: { id: reviewId } })),
      feedback: { success: t('Reply Deleted'), failure: t('Failed to delete your reply. Please try again.') },
      onSuccess: refresh,
    }),
  );
}

/** POST /api/reviews/:id/disputes: the owner asks an admin to take a review down (SPEC §5 Dispute). */
export function useDisputeReview(businessId: string, reviewId: string) {
  const refresh = useRefreshReviews(businessId, { withRatings: false });
  return useMutation(
    withFeedback({
      mutationFn: async (reason: string) =>
        readJson(api.api.reviews[':id'].disputes.$post({ param: { id: reviewId }, json: { reason } })),
      feedback: {
        success: [t('Dispute Submitted'), t('An admin will review it and decide whether the review stays.')],
        failure: (error) => {
          if (isAlreadyDisputed(error)) return translate(ALREADY_DISPUTED);
          if (isErrorCode(error, 'UNAUTHENTICATED'))
            return [t('Authentication Required'), translate(SIGN_IN_TO_DISPUTE)];
          return t('Failed to submit dispute. Please try again.');
        },
      },
      // A refused duplicate also means the list is stale: refresh it so the dispute's badge shows.
      onSettled: refresh,
    }),
  );
}
