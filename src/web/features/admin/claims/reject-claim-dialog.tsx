import { type FormEvent, useState } from 'react';
import { CLAIM_TEXT_MAX } from '../../../../domain/claims';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Spinner } from '../../../components/ui/spinner';
import { Textarea } from '../../../components/ui/textarea';
import { isErrorCode } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { type ClaimToReview, claimWords, useDecideClaim } from './claim-queries';

interface RejectClaimDialogProps {
  claim: ClaimToReview;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Issue 35: a claim is rejected with a reason, which the claimant is mailed and sees on the place's page. */
export function RejectClaimDialog({ claim, open, onOpenChange }: RejectClaimDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="pe-10">{t('Reject this claim?')}</DialogTitle>
        <DialogDescription>
          {t('{name} is told why, and {place} stays without an owner.', claimWords(claim))}
        </DialogDescription>
        <RejectForm claim={claim} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function RejectForm({ claim, onDone }: { claim: ClaimToReview; onDone: () => void }) {
  const decide = useDecideClaim();
  const [reason, setReason] = useState('');
  const [missing, setMissing] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason.trim()) {
      setMissing(true);
      return;
    }
    decide.mutate(
      { claim, decision: 'reject', reason },
      {
        onSuccess: onDone,
        // Decided meanwhile: there is nothing left to decide here.
        onError: (error) => {
          if (isErrorCode(error, 'NOT_FOUND')) onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={submit} className="mt-4 grid gap-4" noValidate>
      <FormField
        id={`claim-reason-${claim.id}`}
        label={t('Reason')}
        hint={t('The claimant reads it in their email.')}
        error={missing ? t('Please give a reason.') : undefined}
      >
        {(control) => (
          <Textarea
            rows={3}
            maxLength={CLAIM_TEXT_MAX}
            required
            value={reason}
            onChange={(e) => {
              setReason(e.target.value);
              setMissing(false);
            }}
            {...control}
          />
        )}
      </FormField>
      <DialogActions>
        <DestructiveButton type="submit" disabled={decide.isPending} aria-busy={decide.isPending}>
          {decide.isPending && <Spinner />}
          {t('Reject claim')}
        </DestructiveButton>
      </DialogActions>
    </form>
  );
}
