import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { authClient } from '../../lib/auth-client';
import { t } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { useSession } from '../../lib/session/session-context';
import { failureToast, orThrow } from './account-recovery-queries';

/** GET /api/profile: id, firstName, lastName, displayName, email, role, createdAt. */
export type Profile = InferResponseType<typeof api.api.profile.$get, 200>;
export type ProfileInput = InferRequestType<typeof api.api.profile.$patch>['json'];

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async (): Promise<Profile> => readJson(api.api.profile.$get()),
    meta: { loadFailure: { log: 'Profile load failed', toast: t('Failed to load profile information.') } },
  });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  const { refresh } = useSession();
  return useMutation(
    withFeedback({
      mutationFn: async (input: ProfileInput): Promise<Profile> => readJson(api.api.profile.$patch({ json: input })),
      feedback: {
        success: [t('Profile Updated'), t('Your profile has been saved.')],
        failure: t('Failed to update profile. Please try again.'),
      },
      onSuccess: async (profile) => {
        queryClient.setQueryData(profileKey, profile);
        // The session user carries the names shown in the header.
        await refresh();
      },
    }),
  );
}

/**
 * Asks better-auth to move the account to a new address. Issue 29: the current password comes with it, the
 * current address approves first, then the new address confirms; the change happens on that last click.
 */
export function useChangeEmail(currentEmail: string) {
  return useMutation(
    withFeedback({
      mutationFn: ({ newEmail, password }: { newEmail: string; password: string }) =>
        orThrow(
          // better-auth's client types no password here; the server checks it before anything else.
          authClient.$fetch('/change-email', {
            method: 'POST',
            body: { newEmail, password, callbackURL: '/profile?emailChanged=1' },
          }),
        ),
      feedback: {
        success: [
          t('Approval Sent'),
          t('Check {email} to approve the change, then confirm it from the new address.', { email: currentEmail }),
        ],
        failure: failureToast(t('Failed to update email. Please try again.')),
      },
    }),
  );
}

/** Issue 29: a new password; the server signs every other device out and mails a notice. */
export function useChangePassword() {
  return useMutation(
    withFeedback({
      mutationFn: (input: { currentPassword: string; newPassword: string }) =>
        orThrow(authClient.changePassword(input)),
      feedback: {
        success: [t('Password Changed'), t('Your other devices were signed out.')],
        failure: failureToast(t('Failed to change password. Please try again.')),
      },
    }),
  );
}

/** Issue 29: 'Sign out other devices' ends every session of the account but this one. */
export function useSignOutOtherDevices() {
  return useMutation(
    withFeedback({
      mutationFn: () => orThrow(authClient.revokeOtherSessions()),
      feedback: {
        success: [t('Other Devices Signed Out'), t('Only this device is still signed in.')],
        failure: failureToast(t('Failed to sign out other devices. Please try again.')),
      },
    }),
  );
}
