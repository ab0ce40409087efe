import { zodResolver } from '@hookform/resolvers/zod';
import { Send } from 'lucide-react';
import { type KeyboardEvent, useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { LIMITS } from '../../../domain/limits';
import { type ChatMessageInput, chatMessageInput } from '../../../domain/schemas';
import { Button } from '../../components/ui/button';
import { CountedTextareaField } from '../../components/ui/counted-textarea-field';
import { Spinner } from '../../components/ui/spinner';
import { t, translate } from '../../lib/i18n';
import { type SentMessage, useSendMessage } from './chat-queries';

interface MessageBoxProps {
  conversationId: string;
  /** 'Type your reply...' in the business's inbox. */
  placeholder?: string;
  /** After the message is sent (the thread follows it, to the bottom or to the conversation it went to). */
  onSent?: (message: SentMessage) => void;
  /** Put the cursor in the box when it appears (the chat dialog, opened to write). */
  autoFocus?: boolean;
}

/**
 * The message box under a thread: Enter sends, Shift+Enter starts a new line. Send stays disabled while the
 * text is blank after trimming (SPEC §8) or while sending; a message that fails to send stays in the box.
 */
export function MessageBox({ conversationId, placeholder, onSent, autoFocus }: MessageBoxProps) {
  const send = useSendMessage(conversationId);
  const { register, handleSubmit, formState, watch, reset, setFocus, getValues } = useForm<ChatMessageInput>({
    // The same schema the server validates the message with: it trims, and limits to 2000 characters.
    resolver: zodResolver(chatMessageInput),
    defaultValues: { content: '' },
  });
  const content = watch('content') ?? '';

  useEffect(() => {
    if (autoFocus) setFocus('content');
  }, [autoFocus, setFocus]);
  const sending = send.isPending;
  const canSend = content.trim() !== '' && !sending;

  const onSubmit = handleSubmit(({ content: trimmed }) =>
    send.mutate(trimmed, {
      onSuccess: (message) => {
        // Only what was sent leaves the box: anything typed while it was on its way stays.
        if ((getValues('content') ?? '').trim() === trimmed) reset({ content: '' });
        onSent?.(message);
      },
    }),
  );

  function sendOnEnter(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    if (canSend) void onSubmit();
  }

  const id = `chat-message-${conversationId}`;
  const errorMessage = formState.errors.content?.message;
  return (
    <form noValidate onSubmit={canSend ? onSubmit : (event) => event.preventDefault()} className="grid gap-2">
      <CountedTextareaField
        id={id}
        label={t('Message')}
        hint={t('Enter sends, Shift+Enter adds a line.')}
        rows={2}
        limit={LIMITS.chatMessageMax}
        length={content.length}
        error={errorMessage && translate(errorMessage)}
        placeholder={placeholder ?? t('Type a message...')}
        // Three lines rather than the form textarea's seven: the thread above needs the room on a phone.
        className="min-h-20! resize-none"
        onKeyDown={sendOnEnter}
        {...register('content')}
      />
      <Button type="submit" className="justify-self-end" disabled={!canSend} aria-busy={sending}>
        {sending ? <Spinner /> : <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
        {t('Send')}
      </Button>
    </form>
  );
}
