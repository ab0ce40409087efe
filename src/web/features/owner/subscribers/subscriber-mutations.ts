import { useMutation } from '@tanstack/react-query';
import { isErrorCode, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { withFeedback } from '../../../lib/mutation-feedback';
import { businessApi, type NotificationBody, useOwnerMutation } from '../owner-mutations';
import type { Subscriber } from '../owner-queries';

/** The owner ends a subscription; the toasts name the address. */
export function useUnsubscribe(businessId: string) {
  return useOwnerMutation(
    businessId,
    (subscriber: Pick<Subscriber, 'id' | 'email'>) =>
      readJson(
        businessApi.subscribers[':subscriptionId'].unsubscribe.$post({
          param: { businessId, subscriptionId: subscriber.id },
        }),
      ),
    {
      success: (_, { email }) => [
        t('Unsubscribed'),
        t('{email} will no longer receive your notifications.', { email }),
      ],
      failure: t('Failed to unsubscribe user.'),
    },
  );
}

/** SPEC §5 and §8 Owner dashboard: nothing is sent without subscribers. */
export function useSendNotification(businessId: string) {
  return useMutation(
    withFeedback({
      mutationFn: (body: NotificationBody) =>
        readJson(businessApi.notifications.$post({ param: { businessId }, json: body })),
      feedback: {
        success: ({ sent }) => [
          t('Notification Sent'),
          t('{count, plural, one {Notification sent to # subscriber} other {Notification sent to # subscribers}}', {
            count: sent,
          }),
        ],
        failure: (error) =>
          isErrorCode(error, 'NO_SUBSCRIBERS')
            ? [t('No Subscribers'), t('There are no subscribers to send notifications to.')]
            : t('Failed to send notification. Please try again.'),
      },
    }),
  );
}
