import { MessagesSquare } from 'lucide-react';
import type { ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { cn } from '../../components/ui/class-names';
import { PageTitle } from '../../components/ui/page-title';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { chatLiveInvalidations } from '../../features/chat/chat-queries';
import { MyChatList } from '../../features/chat/my-chat-list';
import { MyChatThread } from '../../features/chat/my-chat-thread';
import { t } from '../../lib/i18n';
import { useLiveInvalidation } from '../../lib/live';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';

/** /chats and /chats/:id, 'My Chats': the viewer's conversations with businesses (signed out: sign in first). */
export function ChatsPage() {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) {
    return (
      <ChatsShell>
        <LoadingBlocks label={t('Loading conversations…')} blocks={['h-16', 'h-16', 'h-16']} className="grid gap-2" />
      </ChatsShell>
    );
  }
  if (!user) return <Navigate to={signInPath(location.pathname)} replace />;
  return <MyChats userId={user.id} />;
}

function MyChats({ userId }: { userId: string }) {
  const { id: selectedId } = useParams();
  useLiveInvalidation(chatLiveInvalidations);
  // Phones show the list or the open conversation; large screens show both side by side.
  return (
    <ChatsShell compactOnPhones={Boolean(selectedId)}>
      <div className="grid grid-cols-1 gap-4 lg:h-[600px] lg:grid-cols-[22rem_minmax(0,1fr)]">
        <section
          aria-label={t('Conversations')}
          className={cn(
            'min-h-0 overflow-y-auto lg:rounded-xl lg:border lg:border-line lg:bg-white lg:p-2',
            selectedId && 'max-lg:hidden',
          )}
        >
          <MyChatList userId={userId} selectedId={selectedId} />
        </section>
        <section
          aria-label={t('Conversation')}
          className={cn(
            'min-h-0 rounded-xl border border-line bg-white p-3 sm:p-4',
            selectedId ? 'h-[calc(100dvh-6rem)] lg:h-auto' : 'max-lg:hidden',
          )}
        >
          {selectedId ? (
            <MyChatThread key={selectedId} conversationId={selectedId} />
          ) : (
            <div className="flex h-full flex-col items-center justify-center gap-2 p-6 text-center text-muted">
              <MessagesSquare aria-hidden="true" className="size-10 text-brand" />
              <p>{t('Select a conversation to read it.')}</p>
            </div>
          )}
        </section>
      </div>
    </ChatsShell>
  );
}

interface ChatsShellProps {
  /** A conversation is open: on a phone it takes the screen, the heading stays for screen readers. */
  compactOnPhones?: boolean;
  children: ReactNode;
}

function ChatsShell({ compactOnPhones = false, children }: ChatsShellProps) {
  return (
    <div
      className={cn(
        'mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4',
        compactOnPhones ? 'py-3 lg:py-10' : 'py-6 sm:py-10',
      )}
    >
      <PageTitle>{t('My Chats')}</PageTitle>
      <div className={cn('grid gap-1', compactOnPhones && 'max-lg:sr-only')}>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('My Chats')}</h1>
        <p className="text-muted">{t('Your conversations with businesses.')}</p>
      </div>
      {children}
    </div>
  );
}
