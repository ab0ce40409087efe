import { api, failureDescription, isErrorCode, readJson } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import type { ContactMessage } from '../admin-queries';

// Messages (SPEC §4 Contact message)

export function useMarkContactRead() {
  return useAdminMutation((id: string) => readJson(api.api.admin.contacts[':id'].read.$post({ param: { id } })), {
    success: t('Marked as Read'),
    failure: t('Failed to update contact status.'),
  });
}

/** Queues send-admin-response quoting the original, records the reply and sets the status to replied. */
export function useRespondToContact() {
  return useAdminMutation(
    ({
      contact,
      subject,
      message,
    }: {
      contact: Pick<ContactMessage, 'id' | 'email'>;
      subject: string;
      message: string;
    }) =>
      readJson(api.api.admin.contacts[':id'].respond.$post({ param: { id: contact.id }, json: { subject, message } })),
    {
      success: (_, { contact }) => [t('Response Sent'), t('Your reply was sent to {email}.', { email: contact.email })],
      failure: t('Failed to send response. Please try again.'),
    },
  );
}

/** 'Email All': one message per active subscriber; answers how many were queued. */
export function useSendNewsletter() {
  return useAdminMutation(
    (json: { subject: string; content: string }) => readJson(api.api.admin.newsletter.send.$post({ json })),
    {
      success: ({ sent }) => [
        t('Newsletter Sent'),
        t('Newsletter sent to {sent, plural, one {# subscriber} other {# subscribers}}', { sent }),
      ],
      // 409: everyone unsubscribed since the list was loaded.
      failure: (error) => [
        t('Failed to send newsletter. Please try again.'),
        isErrorCode(error, 'NO_SUBSCRIBERS') ? failureDescription(error) : undefined,
      ],
    },
  );
}
