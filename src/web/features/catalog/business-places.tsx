import { MapPin } from 'lucide-react';
import { Badge } from '../../components/ui/badge';
import { formatCityState } from '../../lib/format';
import type { BusinessPageData } from './business-queries';

const FALLBACK_PLACE = 'Indianapolis, IN';

/**
 * SPEC §2 /r/{slug}: the cities of the locations with their state, 'Primary' and '(Coming Soon)' marked;
 * without locations the business's own city, else 'Indianapolis, IN'.
 */
export function BusinessPlaces({ business }: { business: Pick<BusinessPageData, 'locations' | 'city' | 'state'> }) {
  if (business.locations.length === 0) {
    return (
      <p className="flex items-center gap-1.5 text-stone-700">
        <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand" />
        {formatCityState(business.city, business.state) ?? FALLBACK_PLACE}
      </p>
    );
  }
  return (
    <ul aria-label="Locations" className="flex flex-wrap gap-x-4 gap-y-1.5 text-stone-700">
      {business.locations.map((location) => (
        <li key={location.id} className="flex items-center gap-1.5">
          <MapPin aria-hidden="true" className="size-4 shrink-0 text-brand" />
          <span>{formatCityState(location.city, location.state) ?? location.name}</span>
          {location.comingSoon && <span className="text-muted">(Coming Soon)</span>}
          {location.isPrimary && <Badge variant="outline">Primary</Badge>}
        </li>
      ))}
    </ul>
  );
}
