import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import type { ChatSummary } from './chat-queries';
import { OneLineText } from './one-line-text';
import { IN_PLACE, sentenceWith } from './sentence-with';

interface LastMessagePreviewProps {
  lastMessage: ChatSummary['lastMessage'];
  /** The side the list is read from: its own messages read 'You: …'. */
  viewerSide: 'customer' | 'business';
  className?: string;
}

/**
 * One line of the conversation's last message, or 'No messages yet'. The message is cut at the end of its
 * own writing; 'You:' stays whole before it.
 */
export function LastMessagePreview({ lastMessage, viewerSide, className }: LastMessagePreviewProps) {
  if (!lastMessage)
    return <span className={cn('block text-sm text-muted italic', className)}>{t('No messages yet')}</span>;
  const message = <OneLineText>{lastMessage.content}</OneLineText>;
  return (
    <span className={cn('flex min-w-0 gap-1 whitespace-nowrap text-sm text-muted', className)}>
      {lastMessage.side === viewerSide ? sentenceWith(t('You: {message}', { message: IN_PLACE }), message) : message}
    </span>
  );
}
