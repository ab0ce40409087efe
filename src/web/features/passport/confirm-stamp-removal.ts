import { useConfirm } from '../../components/ui/confirm-dialog';
import { removeStampWithNoteText } from './passport-queries';

/** Removing a stamp that carries a note asks first, since the note goes with it; without a note it just goes. */
export function useConfirmStampRemoval() {
  const confirm = useConfirm();
  return async (businessName: string, hasNote: boolean) =>
    !hasNote ||
    (await confirm({
      title: `Remove the stamp of ${businessName}?`,
      description: removeStampWithNoteText(businessName),
      confirmLabel: 'Remove stamp',
      tone: 'danger',
    })) !== null;
}
