import { MessagesSquare, RotateCcw } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button';
import { DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { SignInPrompt } from '../../components/ui/sign-in-prompt';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { serverReason } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useLiveInvalidation } from '../../lib/live';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';
import { chatLiveInvalidations, signInToChatText, useConversation, useStartConversation } from './chat-queries';
import { ChatThread, closedByBusinessNote } from './chat-thread';
import { conversationTitle } from './conversation-title';
import { IN_PLACE, sentenceWith } from './sentence-with';

export interface ChatBusiness {
  id: string;
  name: string;
  slug: string;
}

interface ChatDialogBodyProps {
  business: ChatBusiness;
}

/** SPEC §2 /r/{slug} Chat: what the dialog holds, for a visitor (sign in first) or a signed-in member. */
export function ChatDialogBody({ business }: ChatDialogBodyProps) {
  const { user, loading } = useSession();
  if (loading) {
    return (
      <>
        <DialogTitle className="sr-only">{t('Chat with {name}', { name: business.name })}</DialogTitle>
        <LoadingBlocks label={t('Loading…')} blocks={['h-6 w-1/2', 'h-40']} />
      </>
    );
  }
  if (!user) return <SignInToChat business={business} />;
  return <BusinessChat business={business} />;
}

function SignInToChat({ business }: ChatDialogBodyProps) {
  // Back on the business page with the dialog open, so the conversation starts right after signing in.
  const returnTo = `/r/${business.slug}?chat=open`;
  return (
    <SignInPrompt
      title={t('Sign In Required')}
      text={signInToChatText(business.name)}
      signInHref={signInPath(returnTo)}
    />
  );
}

/**
 * Opens the viewer's conversation with the business (the active one, or a new one) and shows its thread. When
 * the business deletes it meanwhile, the thread stays, closed; the next message moves the dialog to the fresh
 * conversation it opened.
 */
function BusinessChat({ business }: ChatDialogBodyProps) {
  const start = useStartConversation(business.id);
  const { mutate } = start;
  const started = useRef(false);
  const [movedTo, setMovedTo] = useState<string | null>(null);
  const openId = movedTo ?? start.data?.id;
  // The conversation as it is now (the live hub refreshes it): its status says whether the business closed it.
  const current = useConversation(openId ?? '', openId !== undefined);
  useLiveInvalidation(chatLiveInvalidations);

  useEffect(() => {
    // Once per opening: React may run effects twice, and each call counts against the hourly limit.
    if (started.current) return;
    started.current = true;
    mutate();
  }, [mutate]);

  const closed = current.data?.status === 'closed';
  const shownReason = serverReason(start.error);
  return (
    <div className="grid gap-4">
      <div className="grid gap-1 pe-10">
        <DialogTitle>{conversationTitle({ subject: current.data?.subject ?? null, business })}</DialogTitle>
        <DialogDescription>
          {sentenceWith(
            t('Your messages go to {name}. This conversation stays in {link}.', {
              name: business.name,
              link: IN_PLACE,
            }),
            <Link to={openId ? `/chats/${openId}` : '/chats'} className={linkClasses}>
              {t('My Chats')}
            </Link>,
          )}
        </DialogDescription>
      </div>
      {openId ? (
        <ChatThread
          key={openId}
          conversationId={openId}
          otherName={business.name}
          autoFocus
          className="h-[min(65dvh,32rem)]"
          note={closed ? closedByBusinessNote(business.name) : undefined}
          onMovedTo={setMovedTo}
        />
      ) : start.isError ? (
        <div className="grid justify-items-center gap-3 py-8 text-center">
          <MessagesSquare aria-hidden="true" className="size-10 text-brand" />
          <div className="grid gap-1">
            <p className="font-semibold text-ink">{t('Failed to create conversation')}</p>
            {shownReason && <p className="text-sm text-muted">{shownReason}</p>}
          </div>
          <Button variant="outline" onClick={() => mutate()}>
            <RotateCcw aria-hidden="true" className="size-4" />
            {t('Try again')}
          </Button>
        </div>
      ) : (
        <LoadingBlocks label={t('Starting the conversation…')} blocks={['h-10 w-2/3', 'h-10 w-1/2', 'h-28']} />
      )}
    </div>
  );
}

const linkClasses =
  'font-medium text-brand underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-focus';
