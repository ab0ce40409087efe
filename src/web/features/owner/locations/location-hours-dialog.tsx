import { FormDialog } from '../../../components/ui/dialog';
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
      title="Edit hours"
      description={`When customers can visit ${location?.name ?? 'this location'}, in its own time zone.`}
      open={location !== null}
      onOpenChange={(open) => !open && onClose()}
    >
      {(close) =>
        location && <LocationHoursForm key={location.id} businessId={businessId} location={location} onSaved={close} />
      }
    </FormDialog>
  );
}
