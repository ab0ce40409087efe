import { api, failureDescription, isErrorCode, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';

// Disputes (SPEC §4 Dispute)

export function useResolveDispute() {
  return useAdminMutation(
    ({ id, status, adminNotes }: { id: string; status: 'approved' | 'rejected'; adminNotes: string | null }) =>
      readJson(api.api.admin.disputes[':id'].resolve.$post({ param: { id }, json: { status, adminNotes } })),
    {
      success: (_, { status }) =>
        status === 'approved'
          ? t('Dispute has been approved and email notification sent.')
          : t('Dispute has been rejected and email notification sent.'),
      failure: (error) => [
        t('Failed to resolve dispute. Please try again.'),
        isDisputeAlreadyResolved(error) ? failureDescription(error) : undefined,
      ],
    },
  );
}

/** 409: the dispute was resolved meanwhile (another tab); the refreshed list shows the outcome. */
export function isDisputeAlreadyResolved(error: Error) {
  return isErrorCode(error, 'ALREADY_RESOLVED');
}
