import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson, serverReason } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { ADMIN_LOAD_FAILURE, adminKeys } from '../admin-queries';

// Issue 35: the admins' 'Claims' queue, the document claims waiting oldest first, and their decision.

export type ClaimsPage = InferResponseType<(typeof api.api.admin)['claims']['$get'], 200>;
export type ClaimToReview = ClaimsPage['items'][number];

/** One page of the queue (20 claims), the previous page kept on screen while the next loads. */
export function useClaimsQueue(page: number) {
  return useQuery({
    queryKey: [...adminKeys.claims, page],
    queryFn: async (): Promise<ClaimsPage> => readJson(api.api.admin.claims.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
    meta: ADMIN_LOAD_FAILURE,
  });
}

type Decision = { claim: ClaimToReview } & ({ decision: 'approve' } | { decision: 'reject'; reason: string });

export function useDecideClaim() {
  return useAdminMutation(
    (input: Decision) =>
      readJson(
        api.api.admin.claims[':id'].$post({
          param: { id: input.claim.id },
          json: input.decision === 'approve' ? { decision: 'approve' } : { decision: 'reject', reason: input.reason },
        }),
      ),
    {
      success: (_, input) =>
        input.decision === 'approve'
          ? [t('Claim approved'), t('{name} now owns {place}.', claimWords(input.claim))]
          : [t('Claim rejected'), t('{name} was told why.', claimWords(input.claim))],
      failure: (error) => [t('Failed to decide the claim. Please try again.'), serverReason(error)],
    },
  );
}

/** The claimant and the place, as the queue names them. */
export function claimWords(claim: ClaimToReview) {
  return { name: claim.claimant.displayName.trim() || claim.claimant.email, place: claim.business.name };
}
