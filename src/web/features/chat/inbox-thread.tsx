import { ArrowLeft } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { t, translate } from '../../lib/i18n';
import { type ChatSummary, LOAD_MESSAGES_FAILED, useConversation } from './chat-queries';
import { ChatThread } from './chat-thread';
import { ConversationStatusBadge } from './conversation-status-badge';
import { ConversationTitle } from './conversation-title';
import { OneLineText } from './one-line-text';

interface InboxThreadProps {
  conversationId: string;
  /** The conversation as the list has it; a conversation opened by a link loads its own. */
  summary?: ChatSummary;
  /** Back to the list: on a phone, where the thread takes the screen; beside the list there is none. */
  onBack?: () => void;
}

/** The open conversation: who the customer is, and the thread with the reply box. */
export function InboxThread({ conversationId, summary, onBack }: InboxThreadProps) {
  const conversation = useConversation(conversationId, summary === undefined);
  const shown = summary ?? conversation.data;
  const notFound = conversation.error instanceof ApiError && conversation.error.status === 404;

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <div className="flex items-center gap-2 border-b border-line pb-3">
        {onBack && (
          <Button
            variant="ghost"
            size="icon"
            className="shrink-0"
            aria-label={t('Back to conversations')}
            onClick={onBack}
          >
            <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
          </Button>
        )}
        {shown && (
          <div className="grid min-w-0 flex-1 gap-0.5">
            <h3 className="flex min-w-0 text-lg font-semibold text-ink">
              <OneLineText>{shown.customer.name}</OneLineText>
            </h3>
            <p className="flex min-w-0 items-center gap-2 text-sm text-muted">
              <ConversationTitle conversation={shown} />
              <ConversationStatusBadge status={shown.status} />
            </p>
          </div>
        )}
      </div>
      {shown ? (
        <ChatThread
          conversationId={conversationId}
          otherName={shown.customer.name}
          placeholder={t('Type your reply...')}
          className="min-h-0 flex-1"
        />
      ) : conversation.isError ? (
        <p className="p-6 text-center text-muted">
          {notFound ? t('Conversation not found.') : translate(LOAD_MESSAGES_FAILED)}
        </p>
      ) : (
        <p className="p-6 text-center text-muted">{t('Loading conversation…')}</p>
      )}
    </div>
  );
}
