import { useConfirm } from '../../components/ui/confirm-dialog';
import { t } from '../../lib/i18n';
import { removeStampWithNoteText } from './passport-queries';

interface StampToRemove {
  name: string;
  hasNote: boolean;
  /** Permanently closed: a stamp taken off cannot be made again. */
  closed: boolean;
}

/**
 * Removing a stamp asks first when something is lost with it: its note, or for a place closed for good the
 * stamp itself, which cannot be made again. Otherwise it just goes.
 */
export function useConfirmStampRemoval() {
  const confirm = useConfirm();
  return async ({ name, hasNote, closed }: StampToRemove) => {
    if (!hasNote && !closed) return true;
    const lost = [
      closed ? t('{name} has closed for good, so a removed stamp cannot be made again.', { name }) : '',
      hasNote ? removeStampWithNoteText(name) : '',
    ];
    return (
      (await confirm({
        title: t('Remove the stamp of {name}?', { name }),
        description: lost.filter(Boolean).join(' '),
        confirmLabel: t('Remove stamp'),
        tone: 'danger',
      })) !== null
    );
  };
}
