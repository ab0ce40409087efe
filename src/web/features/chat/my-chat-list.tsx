import { MessagesSquare } from 'lucide-react';
import { Link } from 'react-router';
import { BusinessPhoto } from '../../components/business/business-photo';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { t, translate } from '../../lib/i18n';
import { type ChatSummary, LOAD_CONVERSATIONS_FAILED, useMyChats } from './chat-queries';
import { formatActivityTime } from './chat-time';
import { LastMessagePreview } from './last-message-preview';
import { UnreadBadge } from './unread-badge';

interface MyChatListProps {
  userId: string;
  /** The conversation open beside the list. */
  selectedId?: string;
}

/** /chats: the viewer's conversations with businesses, newest activity first, 30 at a time. */
export function MyChatList({ userId, selectedId }: MyChatListProps) {
  const chats = useMyChats(userId);
  const items = chats.data?.pages.flatMap((page) => page.items) ?? [];

  if (chats.isPending) {
    return (
      <LoadingBlocks label={t('Loading conversations…')} blocks={['h-16', 'h-16', 'h-16']} className="grid gap-2" />
    );
  }
  if (chats.isError) return <p className="p-4 text-center text-muted">{translate(LOAD_CONVERSATIONS_FAILED)}</p>;
  if (items.length === 0) {
    return (
      <EmptyState
        icon={MessagesSquare}
        level={2}
        title={t('No Chats Yet')}
        text={t('Start a conversation with a business from its page, with the Chat button.')}
      >
        <Link to="/" className={cn(buttonClasses('outline', 'md'), 'mt-2')}>
          {t('Browse Businesses')}
        </Link>
      </EmptyState>
    );
  }
  return (
    <div className="grid grid-cols-1 gap-3">
      <ul className="grid grid-cols-1 gap-1">
        {items.map((chat) => (
          <MyChatItem key={chat.id} chat={chat} selected={chat.id === selectedId} />
        ))}
      </ul>
      <LoadMoreButton list={chats} />
    </div>
  );
}

function MyChatItem({ chat, selected }: { chat: ChatSummary; selected: boolean }) {
  return (
    <li>
      <Link
        to={`/chats/${chat.id}`}
        aria-current={selected ? 'page' : undefined}
        className={cn(
          'flex items-center gap-3 rounded-lg p-2.5 transition-colors hover:bg-stone-100',
          'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus',
          selected && 'bg-brand-soft hover:bg-brand-soft',
        )}
      >
        <BusinessPhoto
          src={chat.business.imageUrl}
          alt=""
          width={48}
          height={48}
          className="size-12 shrink-0 rounded-lg [&>svg]:size-6"
        />
        <div className="grid min-w-0 flex-1 grid-cols-1 gap-0.5">
          <div className="flex items-baseline justify-between gap-2">
            <p dir="auto" className={cn('truncate text-ink', chat.unread > 0 ? 'font-bold' : 'font-semibold')}>
              {chat.business.name}
            </p>
            <time dateTime={chat.lastMessageAt} className="shrink-0 text-xs text-muted">
              {formatActivityTime(chat.lastMessageAt)}
            </time>
          </div>
          <div className="flex items-center justify-between gap-2">
            <LastMessagePreview lastMessage={chat.lastMessage} viewerSide="customer" />
            <UnreadBadge count={chat.unread} />
          </div>
        </div>
      </Link>
    </li>
  );
}
