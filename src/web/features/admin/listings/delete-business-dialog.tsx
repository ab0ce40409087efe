import { type FormEvent, useEffect, useRef, useState } from 'react';
import { DestructiveButton } from '../../../components/ui/destructive-button';
import { Dialog, DialogActions, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { t } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { AdminBusiness } from '../admin-queries';
import { useDeleteBusiness } from './listing-mutations';

/** SPEC §9 confirmation word, typed exactly (case sensitive). */
export const DELETE_WORD = 'DELETE';

interface DeleteBusinessDialogProps {
  business: Pick<AdminBusiness, 'id' | 'name'>;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** SPEC §5 Destructive confirmations: confirm, then type DELETE; a mismatch cancels the deletion. */
export function DeleteBusinessDialog({ business, open, onOpenChange }: DeleteBusinessDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent role="alertdialog">
        <DeleteSteps business={business} onDone={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DeleteSteps({ business, onDone }: { business: DeleteBusinessDialogProps['business']; onDone: () => void }) {
  const [typing, setTyping] = useState(false);
  const [typed, setTyped] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const deleteBusiness = useDeleteBusiness();

  useEffect(() => {
    if (typing) input.current?.focus();
  }, [typing]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (typed !== DELETE_WORD) {
      notifyError(t('Deletion Cancelled'), t('The confirmation text did not match.'));
      onDone();
      return;
    }
    deleteBusiness.mutate(business, { onSuccess: onDone });
  }

  return (
    <>
      <DialogTitle className="pe-10">{t('Delete {name}?', { name: business.name })}</DialogTitle>
      <DialogDescription>{t('This action cannot be undone.')}</DialogDescription>
      {typing ? (
        <form onSubmit={submit} className="mt-4 grid gap-4">
          <FormField id="delete-confirmation" label={t('Type {word} to confirm', { word: DELETE_WORD })}>
            {(control) => (
              <Input
                ref={input}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
                {...control}
              />
            )}
          </FormField>
          <DialogActions>
            <DestructiveButton type="submit" disabled={deleteBusiness.isPending} aria-busy={deleteBusiness.isPending}>
              {deleteBusiness.isPending && <Spinner />}
              {t('Delete Business')}
            </DestructiveButton>
          </DialogActions>
        </form>
      ) : (
        <DialogActions className="mt-6">
          <DestructiveButton onClick={() => setTyping(true)}>{t('Delete')}</DestructiveButton>
        </DialogActions>
      )}
    </>
  );
}
