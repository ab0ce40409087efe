import { MapPinOff } from 'lucide-react';
import { useState } from 'react';
import { LazyBusinessMap } from '../../components/map/lazy-map';
import { useMapTiles } from '../../components/map/use-map-tiles';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { EmptyState } from '../../components/ui/empty-state';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { type ListingFilters, useListingMap } from '../../lib/business-queries';
import { t } from '../../lib/i18n';
import { MapPlaceCard } from './map-place-card';
import { useMapView } from './use-map-view';

interface ListingMapProps {
  filters: ListingFilters;
  onClearFilters: () => void;
  /** Issue 31: beside the list (from 1024 px), it stays in view as the list scrolls, the height of the screen. */
  besideList?: boolean;
}

/**
 * Issue 17: the listing's places as pins (?view=map), with the same filters as the cards. A chosen pin shows
 * its business under the map on phones, over its corner on wider screens. Leaflet loads only here. Issue 31:
 * the map's centre and zoom are kept in the URL (useMapView), so Back from a business opens it as it was.
 * Its region has a name of its own: beside the list, the page holds both.
 */
export function ListingMap({ filters, onClearFilters, besideList = false }: ListingMapProps) {
  const map = useListingMap(filters);
  const tiles = useMapTiles();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const { startView, keepView } = useMapView();
  const loading = map.isPending || map.isPlaceholderData;
  const markers = map.data?.markers ?? [];
  const selected = markers.find((marker) => marker.id === selectedId);
  const nothingLoaded = map.isError && !map.data;

  return (
    <section
      aria-label={t('Results on the map')}
      className={cn('grid gap-3', besideList && 'lg:sticky lg:top-20 lg:self-start')}
    >
      <p role="status" className="text-sm font-medium text-muted">
        {loading ? t('Loading...') : nothingLoaded ? '' : placeCountText(markers)}
      </p>
      {map.data?.truncated && (
        <p className="text-sm text-ink">{t('Showing the first 1,000 places. Narrow the list to see the rest.')}</p>
      )}
      {nothingLoaded ? (
        <TryAgainButton query={map} className="justify-self-center" />
      ) : !loading && markers.length === 0 ? (
        <EmptyState
          icon={MapPinOff}
          level={2}
          title={t('No places to show on the map')}
          text={t('Nothing found here has a place on the map yet. Try the list, or adjust your search or filters.')}
        >
          <Button variant="outline" onClick={onClearFilters}>
            {t('Clear filters')}
          </Button>
        </EmptyState>
      ) : (
        <div className="relative grid gap-3">
          <LazyBusinessMap
            markers={markers}
            tiles={tiles}
            label={t('Map of results')}
            selectedId={selected?.id ?? null}
            onSelect={(marker) => setSelectedId(marker?.id ?? null)}
            startView={startView}
            onViewChange={keepView}
            className={cn(
              'h-[26rem] w-full rounded-lg sm:h-[34rem]',
              // The screen under the sticky header, less the count above the map.
              besideList && 'lg:h-[calc(100dvh-8rem)] lg:min-h-[24rem]',
            )}
          />
          <div aria-live="polite" className="sm:absolute sm:bottom-4 sm:start-4 sm:z-10 sm:w-80">
            {selected && <MapPlaceCard place={selected} onClose={() => setSelectedId(null)} />}
          </div>
        </div>
      )}
    </section>
  );
}

/**
 * Issue 31: the map counts businesses, as the list does ('24 results found'), and says so when their pins
 * are more: '24 places at 32 locations'; else '1 place on the map', 'n places on the map'.
 */
function placeCountText(markers: { businessId: string }[]): string {
  const places = new Set(markers.map((marker) => marker.businessId)).size;
  const locations = markers.length;
  if (locations > places) {
    return t(
      '{places, plural, one {# place} other {# places}} at {locations, plural, one {# location} other {# locations}}',
      { places, locations },
    );
  }
  return t('{count, plural, one {# place on the map} other {# places on the map}}', { count: places });
}
