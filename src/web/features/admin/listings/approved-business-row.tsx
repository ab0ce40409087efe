import { Eye, MapPin, Pencil, Settings } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { t, translate } from '../../../lib/i18n';
import type { AdminBusiness } from '../admin-queries';
import { BusinessFormDialog } from './business-form-dialog';
import { businessPlace } from './business-place';
import { DeleteBusinessButton } from './delete-business-button';
import { FeatureToggleButton } from './feature-toggle-button';
import { VerifyHalalButton } from './verify-halal-button';

/** "2 locations: Carmel, Fishers" */
function locationsText(business: AdminBusiness): string {
  const count = business.locations.length;
  const names = business.locations.map((l) => l.name).join(', ');
  return names
    ? t('{count, plural, one {# location} other {# locations}}: {names}', { count, names })
    : t('{count, plural, one {# location} other {# locations}}', { count });
}

/** SPEC §2 /admin Approved: one listing with its categories, locations and owner, and the row actions. */
export function ApprovedBusinessRow({ business }: { business: AdminBusiness }) {
  const [editing, setEditing] = useState(false);
  const headingId = `approved-${business.id}`;
  // The main category is among the extra ones too (SPEC §4 Approve); 'Also in' lists the others.
  const alsoIn = business.categories.filter((c) => c.id !== business.categoryId).map((c) => c.name);

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="grid gap-1">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {business.name}
        </h3>
        <p className="text-sm font-medium text-brand-strong">
          {business.category ? translate(business.category.name) : t('No category')}
        </p>
        {alsoIn.length > 0 && (
          <p className="text-sm text-muted">{t('Also in: {categories}', { categories: alsoIn.join(', ') })}</p>
        )}
        {/* Where it is: its primary location, as the public page and the cards show it. */}
        <p className="inline-flex items-center gap-1 text-sm text-muted">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {businessPlace(business)}
        </p>
        <p className="text-sm text-muted">{locationsText(business)}</p>
        <p className="text-sm text-muted">
          {business.owner
            ? t('Owner: {name} ({email})', { name: business.owner.displayName, email: business.owner.email })
            : t('No owner')}
        </p>
      </div>
      <div className="flex flex-wrap gap-2 border-t border-line pt-3">
        <FeatureToggleButton business={business} />
        <Link to={`/business?manage=${business.id}`} className={buttonClasses('outline', 'sm')}>
          <Settings aria-hidden="true" className="size-4" />
          {t('Manage')}
        </Link>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" className="size-4" />
          {t('Edit')}
        </Button>
        <Link to={`/r/${business.slug}`} className={buttonClasses('outline', 'sm')}>
          <Eye aria-hidden="true" className="size-4" />
          {t('View')}
        </Link>
        <DeleteBusinessButton business={business} />
        <VerifyHalalButton business={business} />
      </div>
      <BusinessFormDialog business={business} open={editing} onOpenChange={setEditing} />
    </article>
  );
}
