import { Dialog as DialogPrimitive } from 'radix-ui';
import { t } from '../../lib/i18n';
import type { ChatSummary } from './chat-queries';
import { InboxThread } from './inbox-thread';

interface InboxPhoneThreadProps {
  conversationId: string;
  summary?: ChatSummary;
  /** Back to the list: the Back button, or Escape. */
  onBack: () => void;
}

/**
 * On a phone the open conversation takes the whole screen over the dashboard, its reply box at the bottom of
 * the visible screen (dvh: the height left by the browser's bars), and Back returns to the list. A modal
 * dialog: the dashboard behind it is out of reach of the keyboard and screen readers until Back.
 */
export function InboxPhoneThread({ conversationId, summary, onBack }: InboxPhoneThreadProps) {
  return (
    <DialogPrimitive.Root open onOpenChange={(open) => !open && onBack()}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-x-0 top-0 z-50 flex h-dvh flex-col bg-white p-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] focus:outline-none"
        >
          <DialogPrimitive.Title className="sr-only">
            {summary?.customer.name ?? t('Conversation')}
          </DialogPrimitive.Title>
          <InboxThread conversationId={conversationId} summary={summary} onBack={onBack} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
