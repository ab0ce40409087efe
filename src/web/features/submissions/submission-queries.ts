import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { SubmissionInput } from '../../../domain/schemas';
import { api, readJson } from '../../lib/api';

/** POST /api/submissions → 201 { id, slug, name }. */
export type SubmittedBusiness = InferResponseType<typeof api.api.submissions.$post, 201>;

export function useSubmitBusiness() {
  return useMutation({
    mutationFn: async (input: SubmissionInput): Promise<SubmittedBusiness> =>
      readJson(api.api.submissions.$post({ json: input })),
  });
}
