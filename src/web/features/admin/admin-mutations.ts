import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../lib/api';
import { type MutationFeedback, withFeedback } from '../../lib/mutation-feedback';
import { adminKeys } from './admin-queries';

/**
 * A mutation of the admin dashboard, with its toasts, that refreshes every admin query once it succeeds,
 * or when the server answers 409: the screen was out of date (a dispute resolved in another tab, a logo
 * already there).
 */
export function useAdminMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  feedback: MutationFeedback<Result, Input>,
) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: adminKeys.all });
  return useMutation(
    withFeedback({
      mutationFn,
      feedback,
      // The live stream would refresh them too; this does not wait for it (or need it to be connected).
      onSuccess: refresh,
      onError: (error) => {
        if (error instanceof ApiError && error.status === 409) void refresh();
      },
    }),
  );
}
