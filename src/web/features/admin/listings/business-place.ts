import { formatCityState } from '../../../lib/format';
import type { AdminBusiness } from '../admin-queries';

/** The business's city, else its primary location's: "Carmel, IN". */
export function businessPlace(business: AdminBusiness): string | null {
  const primary = business.locations.find((l) => l.isPrimary) ?? business.locations[0];
  return business.city
    ? formatCityState(business.city, business.state)
    : formatCityState(primary?.city, primary?.state);
}
