import { adminMessageInput } from '../../../../domain/schemas';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { AdminMessageForm } from '../admin-message-form';
import type { AdminBusiness } from '../admin-queries';
import { useContactOwner } from './listing-mutations';

interface ContactOwnerDialogProps {
  business: AdminBusiness;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §2 /admin Rejected: a response to the owner of a rejected listing (subject and message required). */
export function ContactOwnerDialog({ business, open, onOpenChange }: ContactOwnerDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pe-10">{t('Contact Owner')}</DialogTitle>
        <DialogDescription>
          {business.owner
            ? t('Your message is emailed to {owner} about {business}.', {
                owner: business.owner.displayName,
                business: business.name,
              })
            : t('Your message is emailed to the owner about {business}.', { business: business.name })}
        </DialogDescription>
        <OwnerMessageForm business={business} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function OwnerMessageForm({ business, onDone }: { business: AdminBusiness; onDone: () => void }) {
  const contactOwner = useContactOwner();

  return (
    <AdminMessageForm
      schema={adminMessageInput}
      ids={{ subject: 'owner-message-subject', body: 'owner-message-message' }}
      body={{ name: 'message', label: t('Message'), rows: 6 }}
      defaultValues={{ subject: t('Your submission: {name}', { name: business.name }), message: '' }}
      submitLabel={t('Send Response')}
      sending={contactOwner.isPending}
      onSend={(message) => contactOwner.mutate({ business, ...message }, { onSuccess: onDone })}
    />
  );
}
