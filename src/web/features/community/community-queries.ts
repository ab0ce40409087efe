import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ContactInput } from '../../../domain/schemas';
import { api, isErrorCode, readJson } from '../../lib/api';
import { withFeedback } from '../../lib/mutation-feedback';

export type BusinessSubscription = InferResponseType<(typeof api.api.businesses)[':id']['subscriptions']['$post'], 201>;

/** Double opt-in: every success toast of a subscription adds this one sentence. */
const CONFIRM_FROM_MAIL = 'Please confirm from the email we just sent you.';

/** POST /api/newsletter (SPEC §8 Public texts). */
export function useNewsletterSignup() {
  return useMutation(
    withFeedback({
      mutationFn: async (email: string) => readJson(api.api.newsletter.$post({ json: { email } })),
      feedback: {
        success: ['Subscribed!', `Thanks for subscribing to our newsletter. ${CONFIRM_FROM_MAIL}`],
        failure: (error) =>
          isErrorCode(error, 'ALREADY_SUBSCRIBED') ? 'Already subscribed!' : 'Failed to subscribe. Please try again.',
      },
    }),
  );
}

/** POST /api/contact; the server queues the confirmation mail. */
export function useSendContactMessage() {
  return useMutation(
    withFeedback({
      mutationFn: async (input: ContactInput) => readJson(api.api.contact.$post({ json: input })),
      feedback: {
        success: ['Message Sent', 'Thank you for contacting us. We will get back to you soon.'],
        failure: 'Failed to send message. Please try again.',
      },
    }),
  );
}

/** POST /api/businesses/:id/subscriptions: a visitor follows one business by email. */
export function useBusinessSubscription(businessId: string) {
  return useMutation(
    withFeedback({
      mutationFn: async (email: string): Promise<BusinessSubscription> =>
        readJson(api.api.businesses[':id'].subscriptions.$post({ param: { id: businessId }, json: { email } })),
      feedback: {
        success: (subscription) => ['Subscribed Successfully', `${subscription.message} ${CONFIRM_FROM_MAIL}`],
        failure: (error) =>
          isErrorCode(error, 'ALREADY_SUBSCRIBED')
            ? ['Already Subscribed', "You're already subscribed to notifications from this business."]
            : ['Subscription Failed', 'There was an error subscribing. Please try again.'],
      },
    }),
  );
}
