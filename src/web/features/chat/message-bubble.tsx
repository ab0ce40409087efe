import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import type { ChatMessage } from './chat-queries';
import { formatMessageTime } from './chat-time';

interface MessageBubbleProps {
  message: ChatMessage;
  /** Who the other side's messages are from when the server names no sender (the business, the customer). */
  otherName: string;
}

/** One message: the viewer's own on the right in the brand colour, the other side's on the left. */
export function MessageBubble({ message, otherName }: MessageBubbleProps) {
  const { mine } = message;
  return (
    <li className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
      <div
        className={cn(
          'grid max-w-[85%] gap-1 rounded-2xl px-3 py-2 sm:max-w-[75%]',
          mine ? 'rounded-ee-sm bg-brand text-white' : 'rounded-es-sm bg-stone-100 text-ink',
        )}
      >
        {mine ? (
          <span className="sr-only">{t('You:')}</span>
        ) : (
          <p className="text-xs font-semibold text-brand-strong">{message.senderName ?? otherName}</p>
        )}
        <p dir="auto" className="whitespace-pre-wrap break-words">
          {message.content}
        </p>
        <time dateTime={message.createdAt} className={cn('text-xs', mine ? 'text-brand-soft' : 'text-muted')}>
          {formatMessageTime(message.createdAt)}
        </time>
      </div>
    </li>
  );
}
