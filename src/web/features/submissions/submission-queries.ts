import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { SubmissionInput } from '../../../domain/schemas';
import { api, readJson } from '../../lib/api';
import { t, translate } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { submittedText, submittedTitle } from './submission-success';

/** POST /api/submissions → 201 { id, slug, name }. */
export type SubmittedBusiness = InferResponseType<typeof api.api.submissions.$post, 201>;

// SPEC §8 'Failed to submit business. Please try again.'
export function useSubmitBusiness() {
  return useMutation(
    withFeedback({
      mutationFn: async (input: SubmissionInput): Promise<SubmittedBusiness> =>
        readJson(api.api.submissions.$post({ json: input })),
      feedback: {
        success: [translate(submittedTitle), translate(submittedText)],
        failure: t('Failed to submit business. Please try again.'),
      },
    }),
  );
}
