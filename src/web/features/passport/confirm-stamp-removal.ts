import { useConfirm } from '../../components/ui/confirm-dialog';
import { t } from '../../lib/i18n';
import { removeStampWithNoteText } from './passport-queries';

/** Removing a stamp that carries a note asks first, since the note goes with it; without a note it just goes. */
export function useConfirmStampRemoval() {
  const confirm = useConfirm();
  return async (businessName: string, hasNote: boolean) =>
    !hasNote ||
    (await confirm({
      title: t('Remove the stamp of {name}?', { name: businessName }),
      description: removeStampWithNoteText(businessName),
      confirmLabel: t('Remove stamp'),
      tone: 'danger',
    })) !== null;
}
