import { useInfiniteQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson, serverReason } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { ADMIN_LOAD_FAILURE, adminKeys } from '../admin-queries';

// Issue 35: the admins' 'Possible duplicates', 'Not duplicates' and the merge of a duplicate.

type DuplicatesPage = InferResponseType<typeof api.api.admin.duplicates.$get, 200>;
/** Two places that may be one, with why they look alike. */
export type DuplicatePair = DuplicatesPage['items'][number];
/** One side of a pair: what the admin compares. */
export type DuplicatePlace = DuplicatePair['first'];

/** The pairs, 25 a page, each page after the last pair of the one before. */
export function useDuplicates() {
  return useInfiniteQuery({
    queryKey: adminKeys.duplicates,
    queryFn: async ({ pageParam }): Promise<DuplicatesPage> =>
      readJson(api.api.admin.duplicates.$get({ query: pageParam ? { cursor: pageParam } : {} })),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    select: (data) => data.pages.flatMap((page) => page.items),
    meta: ADMIN_LOAD_FAILURE,
  });
}

/** `removed` goes, what people gave it follows to `kept`, and its address leads there. */
export function useMergeDuplicate() {
  return useAdminMutation(
    ({ removed, kept }: { removed: DuplicatePlace; kept: DuplicatePlace }) =>
      readJson(api.api.admin.businesses[':id'].merge.$post({ param: { id: removed.id }, json: { into: kept.id } })),
    {
      success: (_, { removed, kept }) => [
        t('Places merged'),
        t('{removed} is now part of {kept}.', { removed: removed.name, kept: kept.name }),
      ],
      failure: (error) => [t('Failed to merge the places. Please try again.'), serverReason(error)],
    },
  );
}

export function useDismissDuplicate() {
  return useAdminMutation(
    ({ pair }: { pair: DuplicatePair }) =>
      readJson(api.api.admin.duplicates.dismiss.$post({ json: { firstId: pair.first.id, secondId: pair.second.id } })),
    {
      success: () => [t('Marked as not duplicates'), t('This pair will not be suggested again.')],
      failure: (error) => [t('Failed to mark the pair. Please try again.'), serverReason(error)],
    },
  );
}
