import { FormDialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import type { OwnerLocation } from '../owner-queries';
import { LocationHoursForm } from './location-hours-form';

interface LocationHoursDialogProps {
  businessId: string;
  /** The location whose hours are edited; none while the dialog is closed. */
  location: OwnerLocation | null;
  onClose: () => void;
}

/** Issue 17: the Edit hours dialog of one location; the form starts afresh each time it opens. */
export function LocationHoursDialog({ businessId, location, onClose }: LocationHoursDialogProps) {
  return (
    <FormDialog
      title={t('Edit hours')}
      description={
        location
          ? t('When customers can visit {name}, in its own time zone.', { name: location.name })
          : t('When customers can visit this location, in its own time zone.')
      }
      open={location !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {(close) =>
        location && <LocationHoursForm key={location.id} businessId={businessId} location={location} onSaved={close} />
      }
    </FormDialog>
  );
}
