import { FormDialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import type { OwnerEvent } from '../owner-queries';
import { EventForm } from './event-form';

interface EventDialogProps {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event being edited; none to create one. */
  event?: OwnerEvent;
}

/** SPEC §2 Events tab: the Create Event / Edit Event dialog; closing it resets the form. */
export function EventDialog({ businessId, open, onOpenChange, event }: EventDialogProps) {
  return (
    <FormDialog
      title={event ? t('Edit Event') : t('Create Event')}
      description={t('Dates and times are on Indiana time.')}
      open={open}
      onOpenChange={onOpenChange}
    >
      {(close) => <EventForm key={event?.id ?? 'new'} businessId={businessId} event={event} onSaved={close} />}
    </FormDialog>
  );
}
