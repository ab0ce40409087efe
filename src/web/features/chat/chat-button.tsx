import { MessageCircle } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
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
}

/** SPEC §2 /r/{slug}: 'Chat' opens a conversation with the business in a dialog (signed out: sign in first). */
export function ChatButton({ business, openOnLoad = false, viewerRunsListing = false }: ChatButtonProps) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(openOnLoad);

  useEffect(() => {
    // The owner followed a chat link to their own listing: replaced, so Back does not bounce them here again.
    if (open && viewerRunsListing) void navigate(DASHBOARD_CHATS, { replace: true });
  }, [open, viewerRunsListing, navigate]);

  if (viewerRunsListing) {
    return (
      <Button variant="outline" onClick={() => void navigate(DASHBOARD_CHATS)}>
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('Chat')}
      </Button>
    );
  }
  return (
    <>
      <Button
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => setOpen(true)}
      >
        <MessageCircle aria-hidden="true" className="size-4" />
        {t('Chat')}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <ChatButtonDialog business={business} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
