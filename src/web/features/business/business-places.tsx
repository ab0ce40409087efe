import { MapPin } from 'lucide-react';
import { cityAndState, placeLabel } from '../../../domain/maps';
import { Badge } from '../../components/ui/badge';
import type { BusinessPageData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';

/**
 * SPEC §2 /r/{slug}: the cities of the locations with their state, 'Primary' and '(Coming Soon)' marked;
 * without locations the business's own city, else 'Indianapolis, IN'.
 */
export function BusinessPlaces({ business }: { business: Pick<BusinessPageData, 'locations' | 'city' | 'state'> }) {
  if (business.locations.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-stone-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {placeLabel(business)}
      </p>
    );
  }
  return (
    <ul aria-label={t('Locations')} className="flex flex-wrap gap-x-4 gap-y-1.5 text-stone-700">
      {business.locations.map((location) => (
        <li key={location.id} className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span>{cityAndState(location) ?? placeLabel(business)}</span>
          {location.comingSoon && <span className="text-muted">{t('(Coming Soon)')}</span>}
          {location.isPrimary && <Badge variant="outline">{t('Primary')}</Badge>}
        </li>
      ))}
    </ul>
  );
}
