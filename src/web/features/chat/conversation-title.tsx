import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import { OneLineText } from './one-line-text';
import { IN_PLACE, sentenceWith } from './sentence-with';

interface Titled {
  /** What someone wrote as the subject; null when nobody did. */
  subject: string | null;
  business: { name: string };
}

/** SPEC §3 Conversation: the subject someone wrote, else 'Chat with {business name}' in the reader's language. */
export function conversationTitle({ subject, business }: Titled): string {
  return subject ?? t('Chat with {name}', { name: business.name });
}

/** The conversation's title on one line: the business's name (or the written subject) is cut at its own end. */
export function ConversationTitle({ conversation, className }: { conversation: Titled; className?: string }) {
  const { subject, business } = conversation;
  return (
    <span className={cn('flex min-w-0 gap-1 whitespace-nowrap', className)}>
      {subject !== null ? (
        <OneLineText>{subject}</OneLineText>
      ) : (
        sentenceWith(t('Chat with {name}', { name: IN_PLACE }), <OneLineText>{business.name}</OneLineText>)
      )}
    </span>
  );
}
