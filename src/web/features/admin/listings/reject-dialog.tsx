import { type FormEvent, useState } from 'react';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { t } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';
import { useRejectBusiness } from './listing-mutations';

interface RejectDialogProps {
  business: AdminBusiness;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §4 Reject: an optional reason (empty means 'No reason provided'), mailed to the owner. */
export function RejectDialog({ business, open, onOpenChange }: RejectDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pe-10">{t('Reject {name}?', { name: business.name })}</DialogTitle>
        <DialogDescription>
          {t('The owner is told by email. Without a reason, they read "No reason provided".')}
        </DialogDescription>
        <RejectForm business={business} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ business, onDone }: { business: AdminBusiness; onDone: () => void }) {
  const reject = useRejectBusiness();
  const [reason, setReason] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    reject.mutate({ business, reason: reason.trim() }, { onSuccess: onDone });
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4">
      <FormField id="reject-reason" label={t('Reason')} hint={t('Optional')}>
        {(control) => (
          <Textarea rows={4} maxLength={1000} value={reason} onChange={(e) => setReason(e.target.value)} {...control} />
        )}
      </FormField>
      <DialogActions>
        <DestructiveButton type="submit" disabled={reject.isPending} aria-busy={reject.isPending}>
          {reject.isPending && <Spinner />}
          {t('Reject Business')}
        </DestructiveButton>
      </DialogActions>
    </form>
  );
}
