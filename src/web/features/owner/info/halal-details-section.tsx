import { useState } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { type Choice, ChoiceSelect } from '../../../components/ui/choice-select';
import { FormField } from '../../../components/ui/form-field';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { type OwnerLocation, type PendingEdits, useOwnerHalalProfiles } from '../owner-queries';
import { HalalDetailsForm } from './halal-details-form';

/** The select's value for the whole business's profile (a select's items cannot have an empty value). */
const WHOLE_BUSINESS = 'business';

interface HalalDetailsSectionProps {
  businessId: string;
  locations: OwnerLocation[];
  pending: PendingEdits;
  managing: boolean;
}

/** Issue 16: the halal profile of the whole business, or of one location whose facts differ. */
export function HalalDetailsSection({ businessId, locations, pending, managing }: HalalDetailsSectionProps) {
  const profiles = useOwnerHalalProfiles(businessId);
  const [target, setTarget] = useState(WHOLE_BUSINESS);
  const choices: Choice[] = [
    [WHOLE_BUSINESS, t('Whole business')],
    ...locations.map((location): Choice => [location.id, location.name]),
  ];
  // A location deleted meanwhile leaves the whole business chosen.
  const locationId = locations.some((l) => l.id === target) ? target : null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Halal details')}</CardTitle>
        <CardDescription>
          {t(
            'What you serve and how, for the whole business or a location that differs. Changes to the halal level, slaughter or certificate are reviewed by an admin before they show.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <FormField id="owner-halal-target" label={t('Halal details for')}>
          {(c) => (
            <ChoiceSelect {...c} value={locationId ?? WHOLE_BUSINESS} onValueChange={setTarget} choices={choices} />
          )}
        </FormField>
        {profiles.isPending ? (
          <LoadingBlocks label={t('Loading halal details…')} blocks={['h-64']} />
        ) : profiles.isError ? (
          <p className="text-muted">{t('The halal details could not be loaded. Please refresh the page.')}</p>
        ) : (
          <HalalDetailsForm
            // A new form for each profile: it starts from that profile's facts.
            key={locationId ?? WHOLE_BUSINESS}
            businessId={businessId}
            locationId={locationId}
            live={profiles.data.find((p) => p.locationId === locationId)}
            pending={pending}
            managing={managing}
          />
        )}
      </CardContent>
    </Card>
  );
}
