import { useQuery } from '@tanstack/react-query';
import { Heart, LocateFixed } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Button } from '../../components/ui/button';
import { EmptyState } from '../../components/ui/empty-state';
import { t } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import {
  type Position,
  type SavedList,
  savedListQuery,
  useOrderPlaces,
  useSaveNote,
  useSavePlace,
  useUpdateList,
} from '../../lib/saved-queries';
import { ListSettings } from './list-settings';
import { SavedPlaceRow } from './saved-place-row';
import { ShareControls } from './share-controls';

/** The browser's position, asked for when the person orders a list by distance. */
function askPosition(): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (!navigator.geolocation) reject(new Error('No position'));
    else
      navigator.geolocation.getCurrentPosition(
        ({ coords }) => resolve({ lat: coords.latitude, lng: coords.longitude }),
        reject,
        { maximumAge: 300_000, timeout: 10_000 },
      );
  });
}

/** Issue 36, /saved/:listId: a list's places with their notes, in its order, and its settings and sharing. */
export function SavedListView({ userId, list }: { userId: string; list: SavedList }) {
  const [from, setFrom] = useState<Position | null>(null);
  const byDistance = list.sort === 'distance' && from !== null;
  const page = useQuery(savedListQuery(userId, list.id, byDistance ? from : null));
  const update = useUpdateList(userId, list.id);
  const order = useOrderPlaces(userId, list.id);
  const save = useSavePlace(userId);
  const note = useSaveNote(userId, list.id);
  const places = page.data?.places ?? [];
  const saveNote = useCallback(
    (businessId: string) => (text: string) => note.mutate({ businessId, note: text }),
    [note],
  );

  const orderBy = async (sort: 'manual' | 'distance') => {
    if (sort === 'distance') {
      try {
        setFrom(await askPosition());
      } catch {
        notifyError(t('Your position is needed to order by distance.'));
        return;
      }
    }
    update.mutate({ sort });
  };
  const move = (index: number, by: -1 | 1) => {
    const ids = places.map((place) => place.id);
    const [moved] = ids.splice(index, 1);
    if (moved) ids.splice(index + by, 0, moved);
    order.mutate(ids);
  };

  return (
    <div className="grid gap-6">
      <section aria-label={t('List settings')} className="grid gap-4 rounded-xl border border-line bg-white p-4">
        <ListSettings key={list.id} userId={userId} list={list} />
        <ShareControls userId={userId} list={list} />
      </section>
      <fieldset className="flex flex-wrap items-center gap-2">
        <legend className="sr-only">{t('Order')}</legend>
        <Button
          variant={list.sort === 'manual' ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={list.sort === 'manual'}
          onClick={() => void orderBy('manual')}
        >
          {t('My order')}
        </Button>
        <Button
          variant={list.sort === 'distance' ? 'primary' : 'outline'}
          size="sm"
          aria-pressed={list.sort === 'distance'}
          onClick={() => void orderBy('distance')}
        >
          <LocateFixed aria-hidden="true" className="size-4" />
          {t('Nearest first')}
        </Button>
      </fieldset>
      {page.data && places.length === 0 && (
        <EmptyState icon={Heart} title={t('No places yet')} text={t('Tap the heart on a place to save it here.')} />
      )}
      {page.isPending && <p className="text-muted">{t('Loading…')}</p>}
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {places.map((place, index) => (
          <SavedPlaceRow
            key={place.id}
            place={place}
            onMoveUp={!byDistance && index > 0 ? () => move(index, -1) : undefined}
            onMoveDown={!byDistance && index < places.length - 1 ? () => move(index, 1) : undefined}
            onRemove={() => save.mutate({ listId: list.id, businessId: place.id, saved: false })}
            onNote={saveNote(place.id)}
          />
        ))}
      </ol>
    </div>
  );
}
