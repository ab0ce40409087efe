import { useCallback, useEffect, useRef, useState } from 'react';
import { useSaveNote } from './passport-queries';

/** How long typing must pause before the note is saved (passport contract: about 600 ms). */
export const NOTE_SAVE_DELAY_MS = 600;

export type NoteStatus = 'idle' | 'saving' | 'saved' | 'failed';

/**
 * The note as the holder types it, saved once typing pauses, and where the saving stands. Leaving the page
 * saves at once; removing the stamp (which deletes the note) drops what was waiting.
 */
export function useNoteAutosave(userId: string, businessId: string, saved: string, stamped: boolean) {
  const { mutate } = useSaveNote(userId, businessId);
  const [draft, setDraft] = useState(saved);
  const [status, setStatus] = useState<NoteStatus>('idle');
  const waiting = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const savedNote = useRef(saved);

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const note = waiting.current;
    if (note === null) return;
    waiting.current = null;
    mutate(note, {
      // Only the latest save reports here (React Query), and only if nothing newer waits.
      onSuccess: () => {
        if (waiting.current === null) setStatus('saved');
      },
      onError: () => setStatus('failed'),
    });
  }, [mutate]);

  useEffect(() => flush, [flush]);

  useEffect(() => {
    savedNote.current = saved;
  }, [saved]);

  // Stamped or unstamped (or a removal undone): the box shows the stamp's note, and nothing is left to save.
  useEffect(() => {
    clearTimeout(timer.current);
    waiting.current = null;
    setDraft(stamped ? savedNote.current : '');
    setStatus('idle');
  }, [stamped]);

  function change(note: string) {
    setDraft(note);
    setStatus('saving');
    waiting.current = note;
    clearTimeout(timer.current);
    timer.current = setTimeout(flush, NOTE_SAVE_DELAY_MS);
  }

  return { draft, status, change };
}
