import { type FormEvent, useState } from 'react';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { isErrorCode } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useReviewOwnerEdit } from './owner-edit-mutations';
import type { OwnerEditToReview } from './owner-edit-queries';

interface RejectOwnerEditDialogProps {
  edit: OwnerEditToReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Issue 16: an owner's change is refused, with an optional note kept in the audit log. */
export function RejectOwnerEditDialog({ edit, open, onOpenChange }: RejectOwnerEditDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pe-10">{t('Reject this change?')}</DialogTitle>
        <DialogDescription>{t('{name} keeps its current details.', { name: edit.business.name })}</DialogDescription>
        <RejectForm edit={edit} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ edit, onDone }: { edit: OwnerEditToReview; onDone: () => void }) {
  const review = useReviewOwnerEdit();
  const [note, setNote] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    review.mutate(
      { edit, decision: 'rejected', note },
      {
        onSuccess: onDone,
        // Reviewed meanwhile: there is nothing left to decide here.
        onError: (error) => {
          if (isErrorCode(error, 'ALREADY_RESOLVED')) onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4">
      <FormField
        id={`owner-edit-note-${edit.id}`}
        label={t('Note')}
        hint={t('Optional. Kept with the decision in the audit log.')}
      >
        {(control) => (
          <Textarea rows={3} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} {...control} />
        )}
      </FormField>
      <DialogActions>
        <DestructiveButton type="submit" disabled={review.isPending} aria-busy={review.isPending}>
          {review.isPending && <Spinner />}
          {t('Reject change')}
        </DestructiveButton>
      </DialogActions>
    </form>
  );
}
