import { BusinessCard } from '../../components/business-card/business-card';
import { LazyBusinessMap } from '../../components/map/lazy-map';
import { useMapTiles } from '../../components/map/use-map-tiles';
import { t } from '../../lib/i18n';
import { listName, type SharedList } from '../../lib/saved-queries';

/** Issue 36, /l/:shareId: a list shared by its link, read-only: its name, whose it is, its places and their map. */
export function SharedListView({ list }: { list: SharedList }) {
  const tiles = useMapTiles();
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
          <bdi>{listName(list)}</bdi>
        </h1>
        <p className="text-muted">
          {t('A list of halal places saved by {name}', { name: list.owner })} ·{' '}
          {t('{count, plural, one {# place} other {# places}}', { count: list.places.length })}
        </p>
      </div>
      {list.markers.length > 0 && (
        <LazyBusinessMap markers={list.markers} tiles={tiles} label={t('Map of the places in this list')} />
      )}
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {list.places.map((place) => (
          <li key={place.id}>
            <BusinessCard business={place} headingLevel={2} />
          </li>
        ))}
      </ul>
    </div>
  );
}
