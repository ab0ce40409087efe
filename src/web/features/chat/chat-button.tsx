import { MessageCircle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { type ChatBusiness, ChatDialogBody } from './chat-dialog';

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

  const trigger = (
    <Button variant="outline" onClick={viewerRunsListing ? () => void navigate(DASHBOARD_CHATS) : undefined}>
      <MessageCircle aria-hidden="true" className="size-4" />
      Chat
    </Button>
  );
  if (viewerRunsListing) return trigger;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent>
        <ChatDialogBody business={business} />
      </DialogContent>
    </Dialog>
  );
}
