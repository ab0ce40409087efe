import { MessagesSquare } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { useConfirm } from '../../components/ui/confirm-dialog';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { t, translate } from '../../lib/i18n';
import { useLiveInvalidation } from '../../lib/live';
import {
  type ChatSummary,
  chatLiveInvalidations,
  DELETE_CONVERSATION_CONFIRM,
  LOAD_CONVERSATIONS_FAILED,
  useChatInbox,
  useDeleteConversation,
} from './chat-queries';
import { InboxList } from './inbox-list';
import { InboxPhoneThread } from './inbox-phone-thread';
import { InboxThread } from './inbox-thread';
import { usePhoneScreen } from './use-phone-screen';

/**
 * SPEC §2 /business Customer Chats tab: the conversations on the left, the open one on the right (600 px tall
 * from 768 px up); on a phone the list, and the open conversation over the whole screen with a way back. The
 * open conversation is `?chat=` in the URL, which the unread-message mail links to.
 */
export function ChatInbox({ businessId }: { businessId: string }) {
  const inbox = useChatInbox(businessId);
  const remove = useDeleteConversation();
  const confirm = useConfirm();
  const [params, setParams] = useSearchParams();
  const selectedId = params.get('chat');
  const phone = usePhoneScreen();
  useLiveInvalidation(chatLiveInvalidations);

  const select = (conversationId: string | null) =>
    setParams((current) => {
      if (conversationId) current.set('chat', conversationId);
      else current.delete('chat');
      return current;
    });

  async function deleteConversation(conversation: ChatSummary) {
    const answer = await confirm({
      title: t('Delete the conversation with {name}?', { name: conversation.customer.name }),
      description: translate(DELETE_CONVERSATION_CONFIRM),
      confirmLabel: t('Delete'),
      tone: 'danger',
    });
    if (!answer) return;
    remove.mutate(conversation.id, {
      onSuccess: () => {
        if (conversation.id === selectedId) select(null);
      },
    });
  }

  if (inbox.isPending) {
    return <LoadingBlocks label={t('Loading conversations…')} blocks={['h-10 w-56', 'h-96']} className="grid gap-4" />;
  }
  if (inbox.isError) return <p className="py-10 text-center text-muted">{translate(LOAD_CONVERSATIONS_FAILED)}</p>;
  const { items, total } = inbox.data;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        title={t('No Customer Chats')}
        text={t('Conversations appear here when customers start them from your business page.')}
      />
    );
  }

  const selected = items.find((conversation) => conversation.id === selectedId);
  return (
    <div className="grid gap-4 md:h-[600px] md:grid-cols-[18rem_minmax(0,1fr)] lg:grid-cols-[22rem_minmax(0,1fr)]">
      <section
        aria-labelledby="customer-chats-heading"
        className="flex min-h-0 flex-col rounded-xl border border-line bg-white"
      >
        <h2 id="customer-chats-heading" className="border-b border-line px-4 py-3 text-lg font-semibold text-ink">
          {t('Customer Chats ({total})', { total })}
        </h2>
        <InboxList
          conversations={items}
          selectedId={selectedId}
          onSelect={select}
          onDelete={deleteConversation}
          deletingId={remove.isPending ? remove.variables : undefined}
        />
      </section>
      {phone ? (
        selectedId && (
          <InboxPhoneThread
            key={selectedId}
            conversationId={selectedId}
            summary={selected}
            onBack={() => select(null)}
          />
        )
      ) : (
        <section
          aria-label={t('Conversation')}
          className="flex min-h-0 flex-col rounded-xl border border-line bg-white p-3 sm:p-4"
        >
          {selectedId ? (
            <InboxThread key={selectedId} conversationId={selectedId} summary={selected} />
          ) : (
            <div className="flex flex-1 flex-col items-center justify-center gap-2 p-6 text-center text-muted">
              <MessagesSquare aria-hidden="true" className="size-10 text-brand" />
              <p>{t('Select a conversation to start chatting with customers')}</p>
            </div>
          )}
        </section>
      )}
    </div>
  );
}
