import { Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { t } from '../../../lib/i18n';
import { notifyError } from '../../../lib/notify';
import type { AdminBusiness } from '../admin-queries';
import { useDeleteBusiness } from './listing-mutations';

/** SPEC §9 confirmation word, typed exactly (case sensitive). */
export const DELETE_WORD = 'DELETE';

/** SPEC §5 Destructive confirmations: confirm, typing DELETE; a mismatch cancels the deletion. */
export function DeleteBusinessButton({ business }: { business: Pick<AdminBusiness, 'id' | 'name'> }) {
  const confirm = useConfirm();
  const deleteBusiness = useDeleteBusiness();

  async function onDelete() {
    const answer = await confirm({
      title: t('Delete {name}?', { name: business.name }),
      description: t('This action cannot be undone.'),
      confirmLabel: t('Delete Business'),
      tone: 'danger',
      typeToConfirm: DELETE_WORD,
    });
    if (!answer) return;
    if (answer.typed !== DELETE_WORD) {
      notifyError(t('Deletion Cancelled'), t('The confirmation text did not match.'));
      return;
    }
    deleteBusiness.mutate(business);
  }

  return (
    <Button
      variant="outline"
      size="sm"
      onClick={onDelete}
      disabled={deleteBusiness.isPending}
      aria-busy={deleteBusiness.isPending}
    >
      <Trash2 aria-hidden="true" className="size-4 text-danger" />
      {t('Delete')}
    </Button>
  );
}
