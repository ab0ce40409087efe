import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { formatDateAndTime } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import type { ContactMessage } from '../admin-queries';

/** 'Show Reply History' / 'Hide Reply History': the replies already sent, oldest first. */
export function ReplyHistory({ message }: { message: ContactMessage }) {
  const [open, setOpen] = useState(false);
  const listId = `reply-history-${message.id}`;
  if (message.replies.length === 0) return null;
  return (
    <div className="grid gap-2">
      <Button
        variant="ghost"
        size="sm"
        className="justify-self-start"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((shown) => !shown)}
      >
        {open ? (
          <ChevronUp aria-hidden="true" className="size-4" />
        ) : (
          <ChevronDown aria-hidden="true" className="size-4" />
        )}
        {open ? t('Hide Reply History') : t('Show Reply History')}
      </Button>
      {open && (
        <ol id={listId} aria-label={t('Replies to {name}', { name: message.name })} className="grid gap-2">
          {message.replies.map((reply) => (
            <li key={reply.id} className="grid gap-1 rounded-lg border border-line bg-stone-50 p-3 text-sm">
              <p className="font-semibold text-ink">{reply.subject}</p>
              <p dir="auto" className="whitespace-pre-wrap text-stone-700">
                {reply.message}
              </p>
              <p className="text-muted">
                {t('Sent')} <time dateTime={reply.createdAt}>{formatDateAndTime(reply.createdAt)}</time>
              </p>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
