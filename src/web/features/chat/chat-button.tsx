import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import type { ChatBusiness } from './chat-dialog';

const loadDialog = () => import('./chat-button-dialog');
// The dialog's code (the thread, the message form and its checks) is not part of the business page's
// first load: it starts loading when the button is pointed at or focused, and shows when it is pressed.
const ChatButtonDialog = lazy(async () => ({ default: (await loadDialog()).ChatButtonDialog }));

/** Where the business's own customer chats are: the dashboard's Customer Chats tab. */
export const DASHBOARD_CHATS = '/business?tab=chats';

interface ChatButtonProps {
  business: ChatBusiness;
  /** Open the dialog as the page loads (a card's chat icon links to /r/{slug}?chat=open). */
  openOnLoad?: boolean;
  /** The signed-in viewer runs this listing: their customer chats are in the dashboard, not here. */
  viewerRunsListing?: boolean;
  /** Another look than the outline button (the business page's action bar, issue 31). */
  className?: string;
}

/** SPEC §2 /r/{slug}: 'Chat' opens a conversation with the business in a dialog (signed out: sign in first). */
export function ChatButton({ business, openOnLoad = false, viewerRunsListing = false, className }: ChatButtonProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(openOnLoad);

  useEffect(() => {
    // The owner followed a chat link to their own listing: replaced, so Back does not bounce them here again.
    if (open && viewerRunsListing) void navigate(DASHBOARD_CHATS, { replace: true });
  }, [open, viewerRunsListing, navigate]);

  const look = className ?? buttonClasses('outline', 'md');
  const label = (
    <>
      <MessageCircle aria-hidden="true" className={className ? 'size-5 shrink-0' : 'size-4'} />
      <span>{t('Chat')}</span>
    </>
  );
  if (viewerRunsListing) {
    return (
      <button type="button" className={look} onClick={() => void navigate(DASHBOARD_CHATS)}>
        {label}
      </button>
    );
  }
  return (
    <>
      <button
        type="button"
        className={look}
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        {label}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ChatButtonDialog business={business} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
