import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { ApiError, api, failureDescription, isErrorCode, readJson } from '../../../lib/api';
import { type MutationFeedback, withFeedback } from '../../../lib/mutation-feedback';
import { type AdminQueryMeta, adminKeys } from '../admin-queries';

// Issue 16: the admins' Reports tab (community 'Report a problem'), and reopening a closed listing.

export type ReportsStatus = 'open' | 'resolved';
/** A report with its business (closed or not) and the person who sent it. */
export type AdminReport = InferResponseType<typeof api.api.admin.reports.$get, 200>[number];
export type ResolveReportBody = InferRequestType<(typeof api.api.admin.reports)[':id']['resolve']['$post']>['json'];

const reportList = (status: ReportsStatus) => [...adminKeys.reports, status] as const;

/** Open reports oldest first (the next to look at on top), or resolved ones newest first; 100 at most. */
export function useAdminReports(status: ReportsStatus) {
  return useQuery({
    queryKey: reportList(status),
    queryFn: async (): Promise<AdminReport[]> => readJson(api.api.admin.reports.$get({ query: { status } })),
    placeholderData: keepPreviousData,
    meta: { loadErrorText: 'Failed to load reports. Please refresh the page.' } satisfies AdminQueryMeta,
  });
}

/**
 * A change made from the Reports tab, with its toasts. Like every admin change, it refreshes the whole
 * dashboard once it succeeds, or on 409: the screen was out of date (resolved or reopened in another tab).
 */
function useReportsMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  feedback: MutationFeedback<Result, Input>,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return useMutation(
    withFeedback({
      mutationFn,
      feedback,
      onSuccess: refresh,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void refresh();
      },
    }),
  );
}

/** 409: the report was resolved meanwhile; the refreshed list shows the outcome. */
export const isReportAlreadyResolved = (error: Error) => isErrorCode(error, 'ALREADY_RESOLVED');

export function useResolveReport() {
  return useReportsMutation(
    ({ report, body }: { report: AdminReport; body: ResolveReportBody }) =>
      readJson(api.api.admin.reports[':id'].resolve.$post({ param: { id: report.id }, json: body })),
    {
      success: (resolved, { report }) => [
        'Report resolved',
        resolved.closedListing
          ? `${report.business.name} is marked permanently closed. The reporter was told by email.`
          : 'The reporter was told by email.',
      ],
      failure: (error) => ['Failed to resolve report. Please try again.', failureDescription(error)],
    },
  );
}

export function useReopenListing() {
  return useReportsMutation(
    (business: AdminReport['business']) =>
      readJson(api.api.admin.businesses[':id'].reopen.$post({ param: { id: business.id } })),
    {
      success: (_, business) => ['Listing reopened', `${business.name} is back in the directory's lists.`],
      failure: (error) => ['Failed to reopen listing. Please try again.', failureDescription(error)],
    },
  );
}
