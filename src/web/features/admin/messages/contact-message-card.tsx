import { MailCheck, Reply } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { formatDateAndTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { AdminItemCard } from '../admin-item-card';
import type { ContactMessage } from '../admin-queries';
import { ContactStatusBadge } from './contact-status-badge';
import { useMarkContactRead } from './message-mutations';
import { ReplyHistory } from './reply-history';
import { RespondDialog } from './respond-dialog';

/** SPEC §2 Messages: one contact submission with its badge, Mark Read, Respond and the reply history. */
export function ContactMessageCard({ message }: { message: ContactMessage }) {
  const markRead = useMarkContactRead();
  const [responding, setResponding] = useState(false);

  return (
    <AdminItemCard
      title={message.subject}
      details={
        <>
          <p className="text-sm break-words text-muted">
            {t('From')} <span className="font-medium text-ink">{message.name}</span>{' '}
            <a href={`mailto:${message.email}`} className="text-brand underline-offset-4 hover:underline">
              {message.email}
            </a>
          </p>
          <p className="text-sm text-muted">
            <time dateTime={message.createdAt}>{formatDateAndTime(message.createdAt)}</time>
          </p>
        </>
      }
      badge={<ContactStatusBadge message={message} />}
    >
      <p className="text-sm break-words whitespace-pre-wrap text-stone-700">{message.message}</p>
      <ReplyHistory message={message} />
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        {message.status === 'unread' && (
          <Button variant="outline" size="sm" onClick={() => markRead.mutate(message.id)} disabled={markRead.isPending}>
            {markRead.isPending ? <Spinner /> : <MailCheck aria-hidden="true" className="size-4" />}
            {t('Mark Read')}
          </Button>
        )}
        <Button size="sm" onClick={() => setResponding(true)}>
          <Reply aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Respond')}
        </Button>
      </div>
      <RespondDialog message={message} open={responding} onOpenChange={setResponding} />
    </AdminItemCard>
  );
}
