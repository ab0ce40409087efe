import type { ReactNode } from 'react';
import { instagramUrl } from '../../../../domain/instagram';
import { Card, CardContent } from '../../../components/ui/card';
import { addressLine, businessAddress } from '../business-address';
import type { OwnerDashboard } from '../owner-queries';

const linkClasses =
  'text-brand-strong underline-offset-4 [overflow-wrap:anywhere] hover:underline focus-visible:outline-2 focus-visible:outline-focus';

/** SPEC §2 Business Info tab: the listing as it is, read-only, with a fallback for each empty field. */
export function BusinessInfoTab({ business }: { business: OwnerDashboard }) {
  const address = businessAddress(business);
  const instagram = instagramUrl(business.instagram);
  const categories = [business.category, ...business.additionalCategories].filter((c) => c !== null);
  return (
    <Card>
      <CardContent>
        <h2 className="sr-only">Business Info</h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <InfoRow label="Name" wide>
            {business.name}
          </InfoRow>
          <InfoRow label="Description" wide>
            <span className="whitespace-pre-line">{business.description || 'No description provided'}</span>
          </InfoRow>
          <InfoRow label="Address">{address}</InfoRow>
          <InfoRow label="Phone">{business.phone || 'No phone provided'}</InfoRow>
          <InfoRow label="Website">
            {business.websiteUrl ? (
              <a href={business.websiteUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {business.websiteUrl}
              </a>
            ) : (
              'No website provided'
            )}
          </InfoRow>
          <InfoRow label="Instagram">
            {instagram && business.instagram ? (
              <a href={instagram} target="_blank" rel="noopener noreferrer" className={linkClasses}>
                {business.instagram}
              </a>
            ) : (
              'No Instagram provided'
            )}
          </InfoRow>
          <InfoRow label="Categories" wide>
            {categories.length > 0 ? categories.map((c) => c.name).join(', ') : 'No categories'}
          </InfoRow>
          <InfoRow label="Locations" wide>
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
              'No locations'
            )}
          </InfoRow>
        </dl>
      </CardContent>
    </Card>
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
