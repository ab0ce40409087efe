import type { ReactNode } from 'react';
import { t } from '../../../lib/i18n';
import { addressLine, businessAddress } from '../business-address';
import type { OwnerDashboard } from '../owner-queries';

/** SPEC §2 Business Info: where the business is and how it is listed, changed in the Categories and Locations tabs. */
export function PlaceSummary({ business }: { business: OwnerDashboard }) {
  const categories = [business.category, ...business.additionalCategories].filter((c) => c !== null);
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <InfoRow label={t('Address')}>{businessAddress(business)}</InfoRow>
      <InfoRow label={t('Categories')}>
        {categories.length > 0 ? categories.map((c) => c.name).join(', ') : t('No categories')}
      </InfoRow>
      <InfoRow label={t('Locations')} wide>
        {business.locations.length > 0 ? (
          <ul className="grid gap-1">
            {business.locations.map((location) => {
              const line = addressLine(location);
              return (
                <li key={location.id}>
                  <span className="font-medium">{location.name}</span>
                  {line && <span className="text-muted"> — {line}</span>}
                </li>
              );
            })}
          </ul>
        ) : (
          t('No locations')
        )}
      </InfoRow>
    </dl>
  );
}

function InfoRow({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'grid gap-1 sm:col-span-2' : 'grid gap-1'}>
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="text-ink [overflow-wrap:anywhere]">{children}</dd>
    </div>
  );
}
