import { useMutation } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { ContactInput } from '../../../domain/schemas';
import { api, isErrorCode, readJson } from '../../lib/api';
import { t } from '../../lib/i18n';
import { withFeedback } from '../../lib/mutation-feedback';

export type BusinessSubscription = InferResponseType<
  (typeof api.api.businesses)[':id']['subscriptions']['$post'],
  200 | 201
>;

/** Double opt-in: every success toast of a subscription adds this one sentence. */
const confirmFromMail = () => t('Please confirm from the email we just sent you.');

/**
 * Asked again within the hour, once the confirmation went twice: the server mailed nothing new (decision
 * 005), and the toast says the mail already went instead of claiming a new one.
 */
const alreadySent = (email: string) =>
  [
    t('Check your email'),
    t('We already sent a confirmation email to {email}. Please confirm from it, or try again in an hour.', { email }),
  ] as const;

/** POST /api/newsletter (SPEC §8 Public texts). */
export function useNewsletterSignup() {
  return useMutation(
    withFeedback({
      mutationFn: async (email: string) => readJson(api.api.newsletter.$post({ json: { email } })),
      feedback: {
        success: ({ confirmation }, email) =>
          confirmation === 'already-sent'
            ? alreadySent(email)
            : [t('Subscribed!'), `${t('Thanks for subscribing to our newsletter.')} ${confirmFromMail()}`],
        failure: (error) =>
          isErrorCode(error, 'ALREADY_SUBSCRIBED')
            ? t('Already subscribed!')
            : t('Failed to subscribe. Please try again.'),
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
        success: [t('Message Sent'), t('Thank you for contacting us. We will get back to you soon.')],
        failure: t('Failed to send message. Please try again.'),
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
        success: (subscription, email) =>
          subscription.confirmation === 'already-sent'
            ? alreadySent(email)
            : [
                t('Subscribed Successfully'),
                // The server's message names the business: the same words, in the interface's language.
                `${t("You'll receive notifications from {name}!", { name: subscription.businessName })} ${confirmFromMail()}`,
              ],
        failure: (error) =>
          isErrorCode(error, 'ALREADY_SUBSCRIBED')
            ? [t('Already Subscribed'), t("You're already subscribed to notifications from this business.")]
            : [t('Subscription Failed'), t('There was an error subscribing. Please try again.')],
      },
    }),
  );
}
