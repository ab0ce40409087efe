import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api, isErrorCode, readJson, serverReason } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';
import { catalogKeys } from '../../lib/query-keys';

// Issue 34: 'Is this still true?' about one halal fact of a place.

const answersApi = api.api.businesses[':id']['halal-answers'];
export type FactAnswerBody = InferRequestType<typeof answersApi.$post>['json'];

/** POST /api/businesses/:id/halal-answers; the page is read again, since the answer may change what it shows. */
export function useAnswerFact(business: { id: string; slug: string }) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn: async (json: FactAnswerBody) => readJson(answersApi.$post({ param: { id: business.id }, json })),
      feedback: {
        success: ({ counted }) =>
          counted
            ? t('Thank you. Your answer is recorded.')
            : [
                t('Thank you. Your answer is recorded.'),
                t('Answers from accounts less than a day old are kept but not counted.'),
              ],
        failure: (error) =>
          isErrorCode(error, 'ANSWER_BUDGET')
            ? t('You have answered 20 halal questions today. Please try again tomorrow.')
            : [t('Could not send your answer. Please try again.'), serverReason(error)],
      },
      onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.business(business.slug) }),
    }),
  );
}
