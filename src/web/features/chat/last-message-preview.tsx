import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import type { ChatSummary } from './chat-queries';

interface LastMessagePreviewProps {
  lastMessage: ChatSummary['lastMessage'];
  /** The side the list is read from: its own messages read 'You: …'. */
  viewerSide: 'customer' | 'business';
  className?: string;
}

/** One line of the conversation's last message, or 'No messages yet'. */
export function LastMessagePreview({ lastMessage, viewerSide, className }: LastMessagePreviewProps) {
  if (!lastMessage)
    return <span className={cn('block text-sm text-muted italic', className)}>{t('No messages yet')}</span>;
  return (
    <span className={cn('block min-w-0 truncate text-sm text-muted', className)}>
      {lastMessage.side === viewerSide ? t('You: {message}', { message: lastMessage.content }) : lastMessage.content}
    </span>
  );
}
