import { ArrowLeft, EyeOff } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { ApiError } from '../../lib/api';
import { t, translate } from '../../lib/i18n';
import { type Conversation, LOAD_MESSAGES_FAILED, useConversation, useHideConversation } from './chat-queries';
import { ChatThread, closedByBusinessNote } from './chat-thread';

/** /chats/:id: the conversation with one business, with a way back to the list on phones. */
export function MyChatThread({ conversationId }: { conversationId: string }) {
  const conversation = useConversation(conversationId);
  const navigate = useNavigate();
  const notFound = conversation.error instanceof ApiError && conversation.error.status === 404;

  return (
    <div className="flex h-full min-h-0 flex-col gap-3">
      <div className="flex items-center gap-2 border-b border-line pb-3">
        <Link
          to="/chats"
          aria-label={t('Back to My Chats')}
          className={cn(buttonClasses('ghost', 'icon'), 'shrink-0 lg:hidden')}
        >
          <ArrowLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        </Link>
        {conversation.data && <ConversationHeader conversation={conversation.data} />}
      </div>
      {conversation.data ? (
        <ChatThread
          conversationId={conversationId}
          otherName={conversation.data.business.name}
          className="min-h-0 flex-1"
          note={
            conversation.data.status === 'closed' ? closedByBusinessNote(conversation.data.business.name) : undefined
          }
          // The business had deleted this one: the message opened a fresh conversation, shown in its place.
          onMovedTo={(id) => void navigate(`/chats/${id}`)}
        />
      ) : conversation.isError ? (
        <p className="p-6 text-center text-muted">
          {notFound ? t('Conversation not found.') : translate(LOAD_MESSAGES_FAILED)}
        </p>
      ) : (
        <LoadingBlocks label={t('Loading conversation…')} blocks={['h-48', 'h-28']} />
      )}
    </div>
  );
}

/** The business the conversation is with (a link to its page), and a way to take it off My Chats. */
function ConversationHeader({ conversation }: { conversation: Conversation }) {
  const { business } = conversation;
  const hide = useHideConversation();
  const navigate = useNavigate();

  function hideConversation() {
    hide.mutate(conversation.id, { onSuccess: () => void navigate('/chats', { replace: true }) });
  }

  return (
    <>
      <h2 className="flex min-w-0 flex-1 text-lg font-semibold text-ink">
        <Link
          to={`/r/${business.slug}`}
          dir="auto"
          className="min-w-0 truncate hover:underline focus-visible:outline-2 focus-visible:outline-focus"
        >
          {business.name}
        </Link>
      </h2>
      <Button
        variant="ghost"
        className="shrink-0 max-sm:w-11 max-sm:px-0"
        onClick={hideConversation}
        disabled={hide.isPending}
        aria-busy={hide.isPending}
      >
        <EyeOff aria-hidden="true" className="size-4" />
        <span className="max-sm:sr-only">{t('Hide chat')}</span>
      </Button>
    </>
  );
}
