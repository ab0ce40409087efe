import { cn } from '../../components/ui/class-names';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { t, translate } from '../../lib/i18n';
import { LOAD_MESSAGES_FAILED, messagesOldestFirst, type SentMessage, useChatMessages } from './chat-queries';
import { MessageBox } from './message-box';
import { MessageBubble } from './message-bubble';
import { useFollowNewest } from './use-follow-newest';
import { useMarkRead } from './use-mark-read';

interface ChatThreadProps {
  conversationId: string;
  /** Who the other side's messages are from: the business for a customer, the customer for the business. */
  otherName: string;
  /** The message box's placeholder ('Type your reply...' in the business's inbox). */
  placeholder?: string;
  /** Put the cursor in the message box once the thread shows. */
  autoFocus?: boolean;
  /** The thread fills this box: give it a height. */
  className?: string;
  /** A word above the message box (the business closed the conversation). */
  note?: string;
  /** A message went to another conversation (a fresh one, after the business deleted this): show that one. */
  onMovedTo?: (conversationId: string) => void;
}

/** What the customer reads under a conversation the business deleted (it is closed on their side). */
export const closedByBusinessNote = (business: string) =>
  t('{name} closed this conversation. Your next message starts a new one.', { name: business });

/**
 * A conversation's messages, oldest first, 50 at a time ('Load earlier messages'), with the message box under
 * them. It follows the newest message and marks the conversation read while it is open.
 */
export function ChatThread({
  conversationId,
  otherName,
  placeholder,
  autoFocus,
  className,
  note,
  onMovedTo,
}: ChatThreadProps) {
  const messages = useChatMessages(conversationId);
  const items = messagesOldestFirst(messages.data?.pages);
  const newest = items.at(-1);
  const scroll = useFollowNewest(items[0]?.id, newest?.id);
  useMarkRead(conversationId, newest);

  function followSent(message: SentMessage) {
    if (message.conversationId !== conversationId) onMovedTo?.(message.conversationId);
    else scroll.follow();
  }

  return (
    <div className={cn('flex min-h-0 flex-col gap-3', className)}>
      {/* role=log: screen readers announce a message that arrives, without moving focus. */}
      <div
        ref={scroll.ref}
        onScroll={scroll.onScroll}
        role="log"
        aria-label={t('Messages with {name}', { name: otherName })}
        // Scrollable with the keyboard, too.
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll box must be reachable to scroll it
        tabIndex={0}
        className="min-h-0 flex-1 overflow-y-auto rounded-lg bg-white p-1 focus-visible:outline-2 focus-visible:outline-focus"
      >
        {messages.isPending ? (
          <LoadingBlocks
            label={t('Loading messages…')}
            blocks={['h-10 w-2/3', 'h-10 w-1/2 justify-self-end', 'h-10 w-3/5']}
            className="grid gap-3 p-2"
          />
        ) : messages.isError ? (
          <p className="p-4 text-center text-muted">{translate(LOAD_MESSAGES_FAILED)}</p>
        ) : items.length === 0 ? (
          <p className="p-4 text-center text-muted">{t('No messages yet. Say hello!')}</p>
        ) : (
          <div className="grid gap-3">
            <LoadMoreButton list={messages} size="md">
              {t('Load earlier messages')}
            </LoadMoreButton>
            <ol className="grid gap-2">
              {items.map((message) => (
                <MessageBubble key={message.id} message={message} otherName={otherName} />
              ))}
            </ol>
          </div>
        )}
      </div>
      {note && (
        <p role="status" className="rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-700">
          {note}
        </p>
      )}
      <MessageBox conversationId={conversationId} placeholder={placeholder} onSent={followSent} autoFocus={autoFocus} />
    </div>
  );
}
