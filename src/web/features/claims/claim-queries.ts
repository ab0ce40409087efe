import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, postForm, readJson } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { catalogKeys } from '../../lib/query-keys';
import { SESSION_QUERY_KEY } from '../../lib/session/session-query';

// Issue 35 'Claim your listing': the signed-in person's claim on a place, and the steps that change it.

const claimRoute = api.api.businesses[':id'].claim;
export type ClaimState = InferResponseType<(typeof claimRoute)['$get'], 200>;
export type ShownClaim = NonNullable<ClaimState['claim']>;

export const claimKeys = { of: (businessId: string) => ['claim', businessId] as const };

export function useClaimState(businessId: string) {
  return useQuery({
    queryKey: claimKeys.of(businessId),
    queryFn: async (): Promise<ClaimState> => readJson(claimRoute.$get({ param: { id: businessId } })),
  });
}

/** A claim step's mutation: its answer refreshes the claim state; a failure's words show in the dialog itself. */
function useClaimStep<Input>(businessId: string, step: (input: Input) => Promise<unknown>, success?: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: step,
      feedback: { success, failure: () => null },
      onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.of(businessId) }),
    }),
  );
}

export function useStartCodeClaim(businessId: string) {
  return useClaimStep(businessId, (email: string | undefined) =>
    readJson(
      claimRoute.$post({
        param: { id: businessId },
        json: email ? { method: 'email_code', email } : { method: 'email_code' },
      }),
    ),
  );
}

/** Uploads the document (private: only the claimant and the team read it), then starts the claim with it. */
export function useStartDocumentClaim(businessId: string) {
  return useClaimStep(businessId, async ({ file, note }: { file: File; note: string }) => {
    const form = new FormData();
    form.append('file', file);
    const { document } = await postForm<{ document: string }>(
      `/api/businesses/${encodeURIComponent(businessId)}/claim/documents`,
      form,
    );
    return readJson(claimRoute.$post({ param: { id: businessId }, json: { method: 'document', document, note } }));
  });
}

/** The right code makes the person the owner: their session (now a business owner) and the page are read again. */
export function useConfirmCode(businessId: string, slug: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: (code: string) => readJson(claimRoute.code.$post({ param: { id: businessId }, json: { code } })),
      feedback: { failure: () => null },
      onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.of(businessId) }),
      onSuccess: async () => {
        await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
        await queryClient.invalidateQueries({ queryKey: catalogKeys.business(slug) });
      },
    }),
  );
}

export function useCancelClaim(businessId: string) {
  return useClaimStep(
    businessId,
    () => readJson(claimRoute.$delete({ param: { id: businessId } })),
    t('Your claim was cancelled.'),
  );
}
