import { contactReplyInput } from '../../../../domain/schemas';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { AdminMessageForm } from '../admin-message-form';
import type { ContactMessage } from '../admin-queries';
import { useRespondToContact } from './message-mutations';

interface RespondDialogProps {
  message: ContactMessage;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5: a response to a contact message needs a subject and a message; the mail quotes the original. */
export function RespondDialog({ message, open, onOpenChange }: RespondDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pe-10">{t('Respond to {name}', { name: message.name })}</DialogTitle>
        <DialogDescription>
          {t('Your reply is emailed to {email}, with their message quoted below it.', { email: message.email })}
        </DialogDescription>
        <blockquote className="mt-4 grid gap-1 border-s-4 border-line ps-3 text-sm">
          <p className="font-semibold text-ink">{message.subject}</p>
          <p className="line-clamp-4 whitespace-pre-wrap text-muted">{message.message}</p>
        </blockquote>
        <ReplyForm message={message} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function ReplyForm({ message, onDone }: { message: ContactMessage; onDone: () => void }) {
  const respond = useRespondToContact();

  return (
    <AdminMessageForm
      schema={contactReplyInput}
      ids={{ subject: `respond-subject-${message.id}`, body: `respond-message-${message.id}` }}
      body={{ name: 'message', label: t('Message'), rows: 6 }}
      defaultValues={{ subject: t('Re: {subject}', { subject: message.subject }), message: '' }}
      submitLabel={t('Send Response')}
      sending={respond.isPending}
      onSend={(reply) => respond.mutate({ contact: message, ...reply }, { onSuccess: onDone })}
    />
  );
}
