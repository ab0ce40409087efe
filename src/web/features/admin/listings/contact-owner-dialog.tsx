import { adminMessageInput } from '../../../../domain/schemas';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { AdminMessageForm } from '../admin-message-form';
import { useContactOwner } from '../admin-mutations';
import type { AdminBusiness } from '../admin-queries';

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
        <DialogTitle className="pe-10">Contact Owner</DialogTitle>
        <DialogDescription>
          Your message is emailed to {business.owner?.displayName ?? 'the owner'} about {business.name}.
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
      body={{ name: 'message', label: 'Message', rows: 6 }}
      defaultValues={{ subject: `Your submission: ${business.name}`, message: '' }}
      submitLabel="Send Response"
      sending={contactOwner.isPending}
      onSend={(message) => contactOwner.mutate({ business, ...message }, { onSuccess: onDone })}
    />
  );
}
