import { Inbox } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { useAdminContacts } from '../admin-queries';
import { QueryStates } from '../query-states';
import { ContactMessageCard } from './contact-message-card';

/** SPEC §2 /admin Messages: contact submissions newest first, refreshed live as they arrive. */
export function MessagesTab() {
  const contacts = useAdminContacts();
  const unread = contacts.data?.filter((message) => message.status === 'unread').length ?? 0;
  return (
    <section aria-labelledby="messages-heading" className="grid gap-4">
      <h2 id="messages-heading" className="text-xl font-semibold text-ink">
        {t('Messages')}
      </h2>
      <QueryStates
        query={contacts}
        loading={<LoadingBlocks label={t('Loading messages…')} blocks={['h-40', 'h-40']} />}
        what={t('The messages')}
        empty={
          <EmptyState
            icon={Inbox}
            title={t('No messages yet')}
            text={t('Messages sent from the contact page appear here.')}
          />
        }
      >
        {(items) => (
          <>
            <p role="status" className="text-sm text-muted">
              {t('{count, plural, one {# message} other {# messages}}, {unread} unread', {
                count: items.length,
                unread,
              })}
            </p>
            <ul aria-label={t('Messages')} className="grid gap-4">
              {items.map((message) => (
                <li key={message.id}>
                  <ContactMessageCard message={message} />
                </li>
              ))}
            </ul>
          </>
        )}
      </QueryStates>
    </section>
  );
}
