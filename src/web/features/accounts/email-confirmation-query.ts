import { useQuery } from '@tanstack/react-query';
import { api, readJson } from '../../lib/api';
import { t } from '../../lib/i18n';

/**
 * Whether the server counts this visit as a confirmation: the `account` mark the confirmation link lands
 * with names an account that is now confirmed, or the signed-in viewer's email is confirmed. Kept apart
 * from the account forms' requests, so the confirmation page's code stays small (no auth client).
 */
export function useEmailConfirmation(account: string | null) {
  return useQuery({
    queryKey: ['email-confirmation', account],
    queryFn: () => readJson(api.api['email-confirmation'].$get({ query: account ? { account } : {} })),
    staleTime: 0,
    meta: {
      loadFailure: {
        log: 'Email confirmation check failed',
        toast: t('Failed to check your confirmation. Please try again.'),
      },
    },
  });
}
