import { newsletterInput } from '../../../../domain/schemas';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { notifyError, notifySuccess } from '../../../lib/notify';
import { AdminMessageForm, type AdminMessageValues } from '../admin-message-form';
import { useSendNewsletter } from '../admin-mutations';

interface EmailAllDialogProps {
  /** How many active subscribers will get it. */
  recipients: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 Admin newsletter send: subject and content required; one message per active subscriber. */
export function EmailAllDialog({ recipients, open, onOpenChange }: EmailAllDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pr-10">Email All Subscribers</DialogTitle>
        <DialogDescription>
          {recipients === 1 ? '1 subscriber' : `${recipients} subscribers`} will get this email, each with a link to
          unsubscribe.
        </DialogDescription>
        <NewsletterForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewsletterForm({ onDone }: { onDone: () => void }) {
  const send = useSendNewsletter();

  async function sendNewsletter(newsletter: AdminMessageValues<'content'>) {
    try {
      const { sent } = await send.mutateAsync(newsletter);
      notifySuccess('Newsletter Sent', `Newsletter sent to ${sent} subscribers`);
      onDone();
    } catch (error) {
      console.error('Sending the newsletter failed', error);
      // 409: everyone unsubscribed since the list was loaded.
      const noSubscribers = error instanceof ApiError && error.code === 'NO_SUBSCRIBERS';
      notifyError('Failed to send newsletter. Please try again.', noSubscribers ? error.message : undefined);
    }
  }

  return (
    <AdminMessageForm
      schema={newsletterInput}
      ids={{ subject: 'newsletter-subject', body: 'newsletter-content' }}
      body={{ name: 'content', label: 'Content', rows: 10 }}
      defaultValues={{ subject: '', content: '' }}
      submitLabel="Send Newsletter"
      onSend={sendNewsletter}
    />
  );
}
