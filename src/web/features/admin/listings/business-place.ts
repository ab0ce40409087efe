import { placeLabel } from '../../../../domain/maps';
import type { AdminBusiness } from '../admin-queries';

/** The primary location's city, else the business's: "Carmel, IN" (SPEC §2 fallback). */
export function businessPlace(business: AdminBusiness): string {
  const primary = business.locations.find((l) => l.isPrimary) ?? business.locations[0];
  return placeLabel(primary, business);
}
