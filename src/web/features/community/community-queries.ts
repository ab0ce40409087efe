import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ContactInput } from '../../../domain';
import { api, readJson } from '../../lib/api';

export type BusinessSubscription = InferResponseType<(typeof api.api.businesses)[':id']['subscriptions']['$post'], 201>;

/** POST /api/newsletter; a 409 ApiError means the address is already on the list. */
export function useNewsletterSignup() {
  return useMutation({
    mutationFn: async (email: string) => readJson(api.api.newsletter.$post({ json: { email } })),
  });
}

/** POST /api/contact; the server queues the confirmation mail. */
export function useSendContactMessage() {
  return useMutation({
    mutationFn: async (input: ContactInput) => readJson(api.api.contact.$post({ json: input })),
  });
}

/** POST /api/businesses/:id/subscriptions: a visitor follows one business by email. */
export function useBusinessSubscription(businessId: string) {
  return useMutation({
    mutationFn: async (email: string): Promise<BusinessSubscription> =>
      readJson(api.api.businesses[':id'].subscriptions.$post({ param: { id: businessId }, json: { email } })),
  });
}

/** Double opt-in: every success toast of a subscription adds this one sentence. */
export const CONFIRM_FROM_MAIL = 'Please confirm from the email we just sent you.';
