import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InferRequestType } from 'hono/client';
import { api } from '../../lib/api';
import { type MutationFeedback, withFeedback } from '../../lib/mutation-feedback';
import { ownerKeys } from './owner-queries';

export const businessApi = api.api.owner.businesses[':businessId'];

export type EventBody = InferRequestType<typeof businessApi.events.$post>['json'];
export type MenuBody = InferRequestType<typeof businessApi.menu.$put>['json'];
export type OfferBody = InferRequestType<typeof businessApi.offers.$post>['json'];
export type ActionLinksBody = InferRequestType<(typeof businessApi)['action-links']['$put']>['json'];
export type LocationBody = InferRequestType<typeof businessApi.locations.$post>['json'];
export type LocationHoursBody = InferRequestType<
  (typeof businessApi.locations)[':locationId']['hours']['$put']
>['json'];
export type CategoriesBody = InferRequestType<typeof businessApi.categories.$put>['json'];
export type NotificationBody = InferRequestType<typeof businessApi.notifications.$post>['json'];
export type BusinessInfoBody = InferRequestType<typeof businessApi.info.$put>['json'];
export type HalalProfileBody = InferRequestType<(typeof businessApi)['halal-profile']['$put']>['json'];

/** A change to one dashboard, with its toasts, that refreshes all of its queries (tab counts included) once it succeeds. */
export function useOwnerMutation<Input, Result>(
  businessId: string,
  mutationFn: (input: Input) => Promise<Result>,
  feedback: MutationFeedback<Result, Input>,
) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn,
      feedback,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all(businessId) }),
    }),
  );
}
