import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { useLiveInvalidation } from '../../../lib/live';
import { type OwnerDashboard, ownerKeys, usePendingEdits } from '../owner-queries';
import { BusinessInfoForm } from './business-info-form';
import { HalalDetailsSection } from './halal-details-section';
import { PlaceSummary } from './place-summary';

/**
 * SPEC §2 Business Info tab, editable since issue 16: the listing's info and its halal details. What waits
 * for an admin's review is shown with the forms, which start from what the owner asked for.
 */
export function BusinessInfoTab({ business, managing }: { business: OwnerDashboard; managing: boolean }) {
  const pending = usePendingEdits(business.id);
  // An admin's review (or an edit in another tab) shows here without a reload.
  useLiveInvalidation({
    businesses: [
      ownerKeys.pendingEdits(business.id),
      ownerKeys.halalProfiles(business.id),
      ownerKeys.dashboard(business.id),
    ],
  });

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>{t('Business Info')}</CardTitle>
          <CardDescription>
            {t(
              'Contact details and the photo show on your listing as soon as you save. A new name is reviewed by an admin before it shows.',
            )}
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-6">
          {pending.isPending ? (
            <LoadingBlocks label={t('Loading business info…')} blocks={['h-11', 'h-24', 'h-11']} />
          ) : pending.isError ? (
            // Without what waits, saving could withdraw a request the owner made: no form then.
            <p className="text-muted">{t('Business info could not be loaded. Please refresh the page.')}</p>
          ) : (
            <BusinessInfoForm business={business} pending={pending.data} managing={managing} />
          )}
          <PlaceSummary business={business} />
        </CardContent>
      </Card>
      {pending.data && (
        <HalalDetailsSection
          businessId={business.id}
          locations={business.locations}
          pending={pending.data}
          managing={managing}
        />
      )}
    </div>
  );
}
