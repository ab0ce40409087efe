import { useIsMutating } from '@tanstack/react-query';
import { LIMITS } from '../../../domain/limits';
import { cn } from '../../components/ui/class-names';
import { CountedTextareaField } from '../../components/ui/counted-textarea-field';
import { msg, t, translate } from '../../lib/i18n';
import { type PassportBusiness, removalKey } from './passport-queries';
import { type NoteStatus, useNoteAutosave } from './use-note-autosave';

const STATUS_TEXT: Record<NoteStatus, string> = {
  idle: '',
  saving: msg('Saving…'),
  saved: msg('Saved'),
  failed: msg('Not saved'),
};

// Lined paper: a rule under each line of the note (the textarea's line height is 1.75rem).
const LINED_PAPER = {
  backgroundImage: 'repeating-linear-gradient(transparent 0 calc(1.75rem - 1px), rgb(15 61 46 / 0.14) 0 1.75rem)',
  backgroundPositionY: '0.5rem',
};

interface BusinessNotesPageProps {
  userId: string;
  business: PassportBusiness;
}

/** The holder's private note on a business, saved as they type; it needs the stamp (a note belongs to a visit). */
export function BusinessNotesPage({ userId, business }: BusinessNotesPageProps) {
  const { visit } = business;
  const { draft, status, change } = useNoteAutosave(userId, business.id, visit?.note ?? '', visit !== null);
  const removing = useIsMutating({ mutationKey: removalKey(business.id) }) > 0;
  return (
    <div className="flex flex-1 flex-col gap-3">
      <p className="font-serif text-lg font-bold text-[#0f3d2e]">{business.name}</p>
      <CountedTextareaField
        id={`passport-note-${business.id}`}
        label={t('Notes')}
        hint={
          visit ? t('Only you can see your notes.') : t('Stamp {name} to keep a note here.', { name: business.name })
        }
        limit={LIMITS.passportNoteMax}
        length={draft.length}
        rows={9}
        value={draft}
        onChange={(event) => change(event.target.value)}
        disabled={!visit || removing}
        placeholder={visit ? t('What did you order? Who were you with?') : undefined}
        className="resize-none border-[#0f3d2e]/20! bg-transparent! leading-7 disabled:bg-transparent!"
        style={LINED_PAPER}
      />
      <p
        role="status"
        className={cn('min-h-5 text-sm font-medium', status === 'failed' ? 'text-danger' : 'text-muted')}
      >
        {translate(STATUS_TEXT[status])}
      </p>
    </div>
  );
}
