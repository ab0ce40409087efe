import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api, isErrorCode, readJson } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { useSession } from '../../lib/session/session-context';

/** Issue 33 'Download my data': the server answers it as a file to save (Content-Disposition: attachment). */
export const OWN_DATA_PATH = '/api/account/data';

/** What a reader of the site sees in place of a deleted account's name (its reviews stay). */
export const formerMember = () => t('A former member');

/**
 * Issue 33 'Delete my account', confirmed with the account's email. Afterwards nothing of the account stays
 * on this device: its session, the data and pages the service worker kept (sw.ts), and the page goes home.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { refresh } = useSession();
  return useMutation(
    withFeedback({
      mutationFn: async (email: string) => readJson(api.api.account.$delete({ json: { email } })),
      feedback: {
        success: (_, email) => [
          t('Account Deleted'),
          t('Your account has been deleted. A confirmation is on its way to {email}.', { email }),
        ],
        failure: (error) =>
          isErrorCode(error, 'OWNS_BUSINESS')
            ? [
                t('Hand Over Your Business First'),
                t(
                  'You run a business on the directory. Ask us to hand it over to someone else or to delete it, then delete your account.',
                ),
              ]
            : isErrorCode(error, 'CONFIRMATION_MISMATCH')
              ? [t('Deletion Cancelled'), t('The confirmation text did not match.')]
              : t('Failed to delete your account. Please try again.'),
      },
      onSuccess: async () => {
        await navigate('/');
        queryClient.clear();
        if ('caches' in window) await Promise.all(['pages', 'data'].map((name) => caches.delete(name)));
        await refresh();
      },
    }),
  );
}
