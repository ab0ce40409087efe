import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { msg, t, translate } from '../../../lib/i18n';
import type { AdminDispute } from '../admin-queries';
import { isDisputeAlreadyResolved, useResolveDispute } from './dispute-mutations';

export type DisputeDecision = 'approved' | 'rejected';

interface ResolveDisputeDialogProps {
  dispute: AdminDispute;
  /** The decision being confirmed; null while closed. */
  decision: DisputeDecision | null;
  onClose: () => void;
}

// English, marked for the catalogues; shown with translate().
const texts: Record<DisputeDecision, { title: string; effect: string; confirm: string }> = {
  approved: {
    title: msg('Approve Dispute'),
    effect: msg('The review is hidden from the business page and its rating. The owner is told by email.'),
    confirm: msg('Approve Dispute'),
  },
  rejected: {
    title: msg('Reject Dispute'),
    effect: msg('The review stays on the business page. The owner is told by email.'),
    confirm: msg('Reject Dispute'),
  },
};

/** SPEC §4 Dispute: a pending dispute becomes approved or rejected, with optional admin notes. */
export function ResolveDisputeDialog({ dispute, decision, onClose }: ResolveDisputeDialogProps) {
  return (
    <Dialog open={decision !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        {decision && (
          <>
            <DialogTitle className="pe-10">{translate(texts[decision].title)}</DialogTitle>
            <DialogDescription>
              {dispute.business.name}: {translate(texts[decision].effect)}
            </DialogDescription>
            <ResolveForm dispute={dispute} decision={decision} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

function ResolveForm({
  dispute,
  decision,
  onDone,
}: {
  dispute: AdminDispute;
  decision: DisputeDecision;
  onDone: () => void;
}) {
  const resolve = useResolveDispute();
  const [notes, setNotes] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    resolve.mutate(
      // Empty notes are stored as none (SPEC §4 Dispute).
      { id: dispute.id, status: decision, adminNotes: notes.trim() || null },
      {
        onSuccess: onDone,
        // Resolved meanwhile: there is nothing left to decide here.
        onError: (error) => {
          if (isDisputeAlreadyResolved(error)) onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4">
      <FormField
        id={`dispute-notes-${dispute.id}`}
        label={t('Admin Notes')}
        hint={t('Optional. Included in the email to the owner.')}
      >
        {(control) => (
          <Textarea rows={4} maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} {...control} />
        )}
      </FormField>
      <DialogActions>
        <Button type="submit" disabled={resolve.isPending} aria-busy={resolve.isPending}>
          {resolve.isPending && <Spinner />}
          {translate(texts[decision].confirm)}
        </Button>
      </DialogActions>
    </form>
  );
}
