import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, isErrorCode, readJson, serverReason } from '../../lib/api';
import { msg, t, translate } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { catalogKeys, trustKeys } from '../../lib/query-keys';

// Issue 16, community reports on the business page: 'Report a problem' and 'Confirm it's still halal'.

const businessApi = api.api.businesses[':id'];

/** GET /api/businesses/:id/trust: what the signed-in viewer may do in the page's trust area. */
export type Trust = InferResponseType<typeof businessApi.trust.$get, 200>;
export type ReportBody = InferRequestType<typeof businessApi.reports.$post>['json'];

export const REPORTED_TEXT = msg('You reported a problem with this listing. An admin will look at it.');
export const CONFIRMED_TEXT = msg('You confirmed this place is still halal.');
export const SIGN_IN_TO_REPORT = msg('You must be logged in to report a problem. Please sign in to continue.');

/** The server refused a second open report by the same person: the dialog says so in its words. */
export const isAlreadyReported = (error: Error) => isErrorCode(error, 'CONFLICT');

export function useTrust(userId: string, businessId: string) {
  return useQuery({
    queryKey: trustKeys.of(userId, businessId),
    queryFn: async (): Promise<Trust> => readJson(businessApi.trust.$get({ param: { id: businessId } })),
  });
}

/** POST /api/businesses/:id/reports: one open report per person and business. */
export function useReportProblem(userId: string, businessId: string) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: async (json: ReportBody) => readJson(businessApi.reports.$post({ param: { id: businessId }, json })),
      feedback: {
        success: [t('Report sent'), t('Thank you. An admin will look at it soon.')],
        failure: (error) => {
          // The dialog shows the server's words, with nothing left to do but close it.
          if (isAlreadyReported(error)) return null;
          if (isErrorCode(error, 'UNAUTHENTICATED'))
            return [t('Authentication Required'), translate(SIGN_IN_TO_REPORT)];
          return [t('Failed to send your report. Please try again.'), serverReason(error)];
        },
      },
      // A refused duplicate also means the page is out of date: it then says the report is open.
      onSettled: () => queryClient.invalidateQueries({ queryKey: trustKeys.of(userId, businessId) }),
    }),
  );
}

/** POST /api/businesses/:id/halal-confirmations: the viewer's word that the place is still halal (renewed when given again). */
export function useConfirmStillHalal(userId: string, business: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: async () => readJson(businessApi['halal-confirmations'].$post({ param: { id: business.id } })),
      feedback: {
        success: t('Thank you for confirming.'),
        // 403 says why ('Stamp this place in your passport or review it to confirm it.').
        failure: (error) => [t('Could not confirm. Please try again.'), serverReason(error)],
      },
      onSuccess: ({ confirmedAt, confirmations }) => {
        queryClient.setQueryData<Trust>(trustKeys.of(userId, business.id), (trust) =>
          trust ? { ...trust, confirmedAt, confirmations } : trust,
        );
        // The listing's evidence tier may have become 'Verified by the community'.
        void queryClient.invalidateQueries({ queryKey: catalogKeys.business(business.slug) });
      },
      onError: () => queryClient.invalidateQueries({ queryKey: trustKeys.of(userId, business.id) }),
    }),
  );
}
