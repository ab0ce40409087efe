import { cityAndState } from '../../../domain/maps';
import { LazyBusinessMap, type MapMarker } from '../../components/map/lazy-map';
import { useMapTiles } from '../../components/map/use-map-tiles';
import type { BusinessPageData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';

type MappedBusiness = Pick<BusinessPageData, 'id' | 'slug' | 'name' | 'locations'>;

/** A pin for each location the owner has placed on the map. */
function markersOf(business: MappedBusiness): MapMarker[] {
  return business.locations.flatMap((location) =>
    location.latitude !== null && location.longitude !== null
      ? [
          {
            id: location.id,
            businessId: business.id,
            slug: business.slug,
            // The pin says whose place it is: a location's own name ('Main Location', 'Downtown') alone does not.
            name: location.name ? `${business.name} · ${location.name}` : business.name,
            latitude: location.latitude,
            longitude: location.longitude,
            place: cityAndState(location),
          },
        ]
      : [],
  );
}

/**
 * Issue 17: a small map of the business's pinned locations; none without a pin. The map's code loads in
 * the browser after mount; until then a placeholder of the same height holds its place.
 */
export function BusinessMapSection({ business }: { business: MappedBusiness }) {
  const markers = markersOf(business);
  if (markers.length === 0) return null;
  return <PinnedLocationsMap markers={markers} label={t('Map of {name}', { name: business.name })} />;
}

/** Apart, so a business without pins never asks for the tiles. */
function PinnedLocationsMap({ markers, label }: { markers: MapMarker[]; label: string }) {
  const tiles = useMapTiles();
  return (
    <LazyBusinessMap
      markers={markers}
      tiles={tiles}
      label={label}
      cluster={false}
      className="h-56 w-full rounded-lg border border-line"
    />
  );
}
