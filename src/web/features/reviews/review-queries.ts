import { useInfiniteQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';

/** GET /api/businesses/:id/reviews: ten per page, newest first, with the average and the total. */
export type ReviewPage = InferResponseType<(typeof api.api.businesses)[':id']['reviews']['$get'], 200>;
export type Review = ReviewPage['items'][number];

export const reviewsKey = (businessId: string) => ['reviews', businessId] as const;

export function useReviews(businessId: string) {
  return useInfiniteQuery({
    queryKey: reviewsKey(businessId),
    queryFn: async ({ pageParam }): Promise<ReviewPage> =>
      readJson(
        api.api.businesses[':id'].reviews.$get({ param: { id: businessId }, query: { page: String(pageParam) } }),
      ),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
  });
}
