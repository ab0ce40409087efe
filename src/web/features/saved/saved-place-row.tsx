import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SAVED_LIMITS } from '../../../domain/saved-limits';
import { BusinessCard } from '../../components/business-card/business-card';
import { Button } from '../../components/ui/button';
import { Textarea } from '../../components/ui/textarea';
import { t } from '../../lib/i18n';
import type { SavedPlace } from '../../lib/saved-queries';
import { useDebouncedValue } from '../../lib/use-debounced-value';

interface SavedPlaceRowProps {
  place: SavedPlace;
  /** Moves the place one up or down the list's own order; absent where it cannot move that way. */
  onMoveUp?: () => void;
  onMoveDown?: () => void;
  onRemove: () => void;
  onNote: (note: string) => void;
}

/** Issue 36: a place of a list: its card, the owner's note (saved as typed), and moving or removing it. */
export function SavedPlaceRow({ place, onMoveUp, onMoveDown, onRemove, onNote }: SavedPlaceRowProps) {
  const [note, setNote] = useState(place.note);
  const typed = useDebouncedValue(note, 600);
  // The note as last sent: typing saves as it pauses, once per change.
  const sent = useRef(place.note);
  const save = useRef(onNote);
  save.current = onNote;
  useEffect(() => {
    if (typed === sent.current) return;
    sent.current = typed;
    save.current(typed);
  }, [typed]);
  const id = useId();
  return (
    <li className="grid gap-2">
      <BusinessCard business={place} />
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium text-ink">
          {t('Your note on {name}', { name: place.name })}
        </label>
        <Textarea
          id={id}
          rows={2}
          dir="auto"
          value={note}
          maxLength={SAVED_LIMITS.noteMax}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {onMoveUp && (
          <Button variant="outline" size="sm" onClick={onMoveUp} aria-label={t('Move {name} up', { name: place.name })}>
            <ArrowUp aria-hidden="true" className="size-4" />
            {t('Move up')}
          </Button>
        )}
        {onMoveDown && (
          <Button
            variant="outline"
            size="sm"
            onClick={onMoveDown}
            aria-label={t('Move {name} down', { name: place.name })}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
            {t('Move down')}
          </Button>
        )}
        <Button
          variant="outline"
          size="sm"
          className="ms-auto"
          onClick={onRemove}
          aria-label={t('Remove {name} from this list', { name: place.name })}
        >
          <Trash2 aria-hidden="true" className="size-4" />
          {t('Remove')}
        </Button>
      </div>
    </li>
  );
}
