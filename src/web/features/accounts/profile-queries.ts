import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { authClient } from '../../lib/auth-client';
import { t } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { useSession } from '../../lib/session/session-context';

/** GET /api/profile: id, firstName, lastName, displayName, email, role, createdAt. */
export type Profile = InferResponseType<typeof api.api.profile.$get, 200>;
export type ProfileInput = InferRequestType<typeof api.api.profile.$patch>['json'];

export const profileKey = ['profile'] as const;

export function useProfile() {
  return useQuery({
    queryKey: profileKey,
    queryFn: async (): Promise<Profile> => readJson(api.api.profile.$get()),
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

/** Asks better-auth to mail a confirmation link to the new address; the change happens on click. */
export function useChangeEmail() {
  return useMutation(
    withFeedback({
      mutationFn: async (newEmail: string) => {
        const { error } = await authClient.changeEmail({ newEmail, callbackURL: '/profile?emailChanged=1' });
        if (error) throw new Error(error.message ?? 'Email change failed.');
      },
      feedback: {
        success: (_, newEmail) => [
          t('Confirmation Sent'),
          t('Check {email} to confirm the change.', { email: newEmail }),
        ],
        failure: t('Failed to update email. Please try again.'),
      },
    }),
  );
}
