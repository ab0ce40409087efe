import { isOsmDietHalal, OSM_COPYRIGHT_URL, OSM_CREDIT, OSM_DIET_HALAL, osmElementUrl } from '../../../domain/osm';
import type { BusinessPageData } from '../../lib/business-queries';
import { t, translate } from '../../lib/i18n';

/**
 * Issue 35: what a place's page owes OpenStreetMap when some of its details came from there: what the map
 * says of its halal food (context, never a checked fact), the opening hours as tagged when the week could
 * not say them, and the credit ODbL asks for, linked.
 */
export function OsmCredit({ osm }: { osm: NonNullable<BusinessPageData['openStreetMap']> }) {
  return (
    <div className="grid gap-1 border-t border-line pt-3 text-sm text-muted">
      {isOsmDietHalal(osm.dietHalal) && (
        <p>
          <a href={osmElementUrl(osm.type, osm.id)} rel="noreferrer" className="underline underline-offset-4">
            {translate(OSM_DIET_HALAL[osm.dietHalal])}
          </a>{' '}
          {t('(map data, not checked by the team)')}
        </p>
      )}
      {osm.hoursNote && (
        <p className="break-words">{t('Opening hours as mapped: {hours}', { hours: osm.hoursNote })}</p>
      )}
      <p>
        {t('Some details from OpenStreetMap:')}{' '}
        <a href={OSM_COPYRIGHT_URL} rel="noreferrer" className="underline underline-offset-4">
          <bdi>{translate(OSM_CREDIT)}</bdi>
        </a>
      </p>
    </div>
  );
}
