import { useQuery } from '@tanstack/react-query';
import type { InferRequestType, InferResponseType } from 'hono/client';
import { api, readJson, serverReason } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { ADMIN_LOAD_FAILURE, adminKeys, userName } from '../admin-queries';

// Issue 34: the admins' 'Disputed and stale' queue, the diners' photos to accept, the team's check of one
// fact, and the discount of one person's answers.

/** A place that needs the team, with the facts in question and the latest answers about each. */
export type HalalQueueItem = InferResponseType<(typeof api.api.admin)['halal-queue']['$get'], 200>[number];
export type QueueFact = HalalQueueItem['facts'][number];
export type QueueAnswer = QueueFact['answers'][number];
export type HalalCheckBody = InferRequestType<(typeof api.api.admin)['halal-checks']['$post']>['json'];

/** The places most followed first, 100 at most. */
export function useHalalQueue() {
  return useQuery({
    queryKey: adminKeys.halalQueue,
    queryFn: async (): Promise<HalalQueueItem[]> => readJson(api.api.admin['halal-queue'].$get()),
    meta: ADMIN_LOAD_FAILURE,
  });
}

/** A diner's photo of a halal fact, waiting for an admin. */
export type PendingPhoto = InferResponseType<(typeof api.api.admin)['halal-photos']['$get'], 200>[number];

/** The photos at the most followed places first, then the oldest; 100 at most. */
export function useHalalPhotos() {
  return useQuery({
    queryKey: adminKeys.halalPhotos,
    queryFn: async (): Promise<PendingPhoto[]> => readJson(api.api.admin['halal-photos'].$get()),
    meta: ADMIN_LOAD_FAILURE,
  });
}

export function useDecidePhoto() {
  return useAdminMutation(
    ({ photo, decision }: { photo: PendingPhoto; decision: 'accept' | 'reject' }) =>
      readJson(api.api.admin['halal-photos'][':id'].$post({ param: { id: photo.answerId }, json: { decision } })),
    {
      success: (_, { photo, decision }) =>
        decision === 'accept'
          ? [t('Photo accepted'), t('{place} now shows what the photo proves.', { place: photo.business.name })]
          : [t('Photo rejected'), t('The photo was removed. The answer itself still counts.')],
      failure: (error) => [t('Failed to review the photo. Please try again.'), serverReason(error)],
    },
  );
}

interface CheckRequest {
  body: HalalCheckBody;
  /** The business and the fact, in the words the toast names them. */
  place: string;
  fact: string;
}

export function useRecordHalalCheck() {
  return useAdminMutation(({ body }: CheckRequest) => readJson(api.api.admin['halal-checks'].$post({ json: body })), {
    success: (_, { place, fact }) => [
      t('Check recorded'),
      t('{place} now shows what the team found for {fact}.', { place, fact }),
    ],
    failure: (error) => [t('Failed to record the check. Please try again.'), serverReason(error)],
  });
}

export function useDiscountAnswers() {
  return useAdminMutation(
    ({ person, reason }: { person: QueueAnswer['person']; reason: string }) =>
      readJson(
        api.api.admin.users[':id']['discount-answers'].$post({
          param: { id: person.id },
          json: reason ? { reason } : {},
        }),
      ),
    {
      success: (result, { person }) => [
        t('Answers discounted'),
        t(
          'The halal answers of {name} no longer count, at {count, plural, one {# place} other {# places}} and from now on.',
          { name: userName(person), count: result.places },
        ),
      ],
      failure: (error) => [t('Failed to discount the answers. Please try again.'), serverReason(error)],
    },
  );
}
