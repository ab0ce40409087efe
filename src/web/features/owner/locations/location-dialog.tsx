import { FormDialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import type { OwnerLocation } from '../owner-queries';
import { LocationForm } from './location-form';

interface LocationDialogProps {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The location being edited; none to add one. */
  location?: OwnerLocation;
  locationCount: number;
}

/** SPEC §2 Locations tab: the Add/Edit Location dialog; the form resets whenever it closes. */
export function LocationDialog({ businessId, open, onOpenChange, location, locationCount }: LocationDialogProps) {
  return (
    <FormDialog
      title={location ? t('Edit Location') : t('Add Location')}
      description={t('Customers see each location with its address and contact details.')}
      open={open}
      onOpenChange={onOpenChange}
    >
      {(close) => (
        <LocationForm
          key={location?.id ?? 'new'}
          businessId={businessId}
          location={location}
          locationCount={locationCount}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}
