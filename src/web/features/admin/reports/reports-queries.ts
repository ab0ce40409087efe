import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, isErrorCode, readJson, serverReason } from '../../../lib/api';
import { msg, t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { adminKeys, adminLoadFailure } from '../admin-queries';

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
    meta: adminLoadFailure(msg('Failed to load reports. Please refresh the page.')),
  });
}

/** 409: the report was resolved meanwhile; the refreshed list shows the outcome. */
export const isReportAlreadyResolved = (error: Error) => isErrorCode(error, 'ALREADY_RESOLVED');

export function useResolveReport() {
  return useAdminMutation(
    ({ report, body }: { report: AdminReport; body: ResolveReportBody }) =>
      readJson(api.api.admin.reports[':id'].resolve.$post({ param: { id: report.id }, json: body })),
    {
      success: (resolved, { report }) => [
        t('Report resolved'),
        resolved.closedListing
          ? t('{name} is marked permanently closed. The reporter was told by email.', { name: report.business.name })
          : t('The reporter was told by email.'),
      ],
      failure: (error) => [t('Failed to resolve report. Please try again.'), serverReason(error)],
    },
  );
}

export function useReopenListing() {
  return useAdminMutation(
    (business: AdminReport['business']) =>
      readJson(api.api.admin.businesses[':id'].reopen.$post({ param: { id: business.id } })),
    {
      success: (_, business) => [
        t('Listing reopened'),
        t("{name} is back in the directory's lists.", { name: business.name }),
      ],
      failure: (error) => [t('Failed to reopen listing. Please try again.'), serverReason(error)],
    },
  );
}
