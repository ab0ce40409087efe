import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isErrorCode, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { withFeedback } from '../../../lib/mutation-feedback';
import { adminKeys } from '../admin-queries';
import { type OwnerEditToReview, ownerEditKeys } from './owner-edit-queries';

export type OwnerEditDecision = 'approved' | 'rejected';

/**
 * Approve change / Reject change. The queue and every admin query (an approved name shows in the listings)
 * refresh once it is decided, or when the server says it was decided already (409): the screen was out of date.
 */
export function useReviewOwnerEdit() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ownerEditKeys.pending }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all }),
    ]);
  return useMutation(
    withFeedback({
      mutationFn: ({ edit, decision, note }: { edit: OwnerEditToReview; decision: OwnerEditDecision; note: string }) =>
        readJson(
          api.api.admin['owner-edits'][':id'].review.$post({
            param: { id: edit.id },
            json: { decision, note: note.trim() || null },
          }),
        ),
      onSuccess: refresh,
      onError: (error) => {
        if (isErrorCode(error, 'ALREADY_RESOLVED')) void refresh();
      },
      feedback: {
        success: (_, { edit, decision }) =>
          decision === 'approved'
            ? [t('Change Approved'), t('The change to {name} is now live.', { name: edit.business.name })]
            : [t('Change Rejected'), t('{name} keeps its current details.', { name: edit.business.name })],
        failure: (error) =>
          isErrorCode(error, 'ALREADY_RESOLVED')
            ? [t('Already Reviewed'), t('This change has already been reviewed.')]
            : t('Failed to review the change.'),
      },
    }),
  );
}
