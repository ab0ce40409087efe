import { Trash2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';
import type { ChatSummary } from './chat-queries';
import { formatActivityTime } from './chat-time';
import { ConversationStatusBadge } from './conversation-status-badge';
import { ConversationTitle } from './conversation-title';
import { LastMessagePreview } from './last-message-preview';
import { UnreadBadge } from './unread-badge';

interface InboxListProps {
  conversations: ChatSummary[];
  selectedId: string | null;
  onSelect: (conversationId: string) => void;
  onDelete: (conversation: ChatSummary) => void;
  /** The conversation being deleted, if any. */
  deletingId?: string;
}

/** The inbox's left pane: each conversation with its subject, customer, last message, status, date and unread. */
export function InboxList({ conversations, selectedId, onSelect, onDelete, deletingId }: InboxListProps) {
  return (
    <ul className="grid min-h-0 content-start gap-1 overflow-y-auto p-2">
      {conversations.map((conversation) => {
        const selected = conversation.id === selectedId;
        const deleting = conversation.id === deletingId;
        return (
          <li
            key={conversation.id}
            className={cn('flex items-start gap-1 rounded-lg', selected ? 'bg-brand-soft' : 'hover:bg-stone-100')}
          >
            <button
              type="button"
              onClick={() => onSelect(conversation.id)}
              aria-current={selected ? 'true' : undefined}
              className="grid min-w-0 flex-1 grid-cols-1 gap-1 rounded-lg p-2.5 text-start focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus"
            >
              {/* The customer first: every subject of one business reads 'Chat with {business}'. */}
              <span className="flex items-baseline justify-between gap-2">
                <span
                  dir="auto"
                  className={cn('truncate text-ink', conversation.unread > 0 ? 'font-bold' : 'font-semibold')}
                >
                  {conversation.customer.name}
                </span>
                <time dateTime={conversation.lastMessageAt} className="shrink-0 text-xs text-muted">
                  {formatActivityTime(conversation.lastMessageAt)}
                </time>
              </span>
              <ConversationTitle conversation={conversation} className="text-sm text-stone-700" />
              <LastMessagePreview lastMessage={conversation.lastMessage} viewerSide="business" />
              <span className="flex items-center gap-2">
                <ConversationStatusBadge status={conversation.status} />
                <UnreadBadge count={conversation.unread} />
              </span>
            </button>
            <Button
              variant="ghost"
              size="icon"
              className="shrink-0 text-danger hover:bg-danger-soft"
              aria-label={t('Delete conversation with {name}', { name: conversation.customer.name })}
              onClick={() => onDelete(conversation)}
              disabled={deleting}
              aria-busy={deleting}
            >
              {deleting ? <Spinner /> : <Trash2 aria-hidden="true" className="size-4" />}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
