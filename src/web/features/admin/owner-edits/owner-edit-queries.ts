import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../../lib/api';

const ownerEditsApi = api.api.admin['owner-edits'];

/** Issue 16: an owner's change waiting for review, with its business, location, requester, and before and after. */
export type OwnerEditToReview = InferResponseType<typeof ownerEditsApi.$get, 200>[number];
export type HalalEditToReview = Extract<OwnerEditToReview, { kind: 'halal_profile' }>;

// Not under 'admin': the queue refreshes itself (its reviews, and the live events of businesses), and a
// failure to load it says so in its place at the top of the Pending tab, not in the dashboard's toast.
export const ownerEditKeys = { pending: ['owner-edits', 'pending'] as const };

/** The owners' changes that wait for an admin, oldest first. */
export function useOwnerEditsToReview() {
  return useQuery({
    queryKey: ownerEditKeys.pending,
    queryFn: async (): Promise<OwnerEditToReview[]> => readJson(ownerEditsApi.$get()),
  });
}
