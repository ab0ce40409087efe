import { newsletterInput } from '../../../../domain/schemas';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { AdminMessageForm } from '../admin-message-form';
import { useSendNewsletter } from './message-mutations';

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
        <DialogTitle className="pe-10">{t('Email All Subscribers')}</DialogTitle>
        <DialogDescription>
          {t(
            '{count, plural, one {# subscriber} other {# subscribers}} will get this email, each with a link to unsubscribe.',
            { count: recipients },
          )}
        </DialogDescription>
        <NewsletterForm onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function NewsletterForm({ onDone }: { onDone: () => void }) {
  const send = useSendNewsletter();

  return (
    <AdminMessageForm
      schema={newsletterInput}
      ids={{ subject: 'newsletter-subject', body: 'newsletter-content' }}
      body={{ name: 'content', label: t('Content'), rows: 10 }}
      defaultValues={{ subject: '', content: '' }}
      submitLabel={t('Send Newsletter')}
      sending={send.isPending}
      onSend={(newsletter) => send.mutate(newsletter, { onSuccess: onDone })}
    />
  );
}
