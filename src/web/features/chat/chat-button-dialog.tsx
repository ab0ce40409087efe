import { Dialog, DialogContent } from '../../components/ui/dialog';
import { type ChatBusiness, ChatDialogBody } from './chat-dialog';

/** The open chat dialog (features/chat/chat-button.tsx loads it when the Chat button is first used). */
export function ChatButtonDialog({ business, onClose }: { business: ChatBusiness; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <ChatDialogBody business={business} />
      </DialogContent>
    </Dialog>
  );
}
