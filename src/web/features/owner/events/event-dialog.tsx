import { Dialog, DialogContent, DialogHeader } from '../../../components/ui/dialog';
import type { OwnerEvent } from '../owner-queries';
import { EventForm } from './event-form';

interface EventDialogProps {
  businessId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The event being edited; none to create one. */
  event?: OwnerEvent;
}

/**
 * SPEC §2 Events tab: the Create Event / Edit Event dialog. The form lives inside the dialog's content,
 * which unmounts on close: closing resets the form.
 */
export function EventDialog({ businessId, open, onOpenChange, event }: EventDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="grid gap-4">
          <DialogHeader
            title={event ? 'Edit Event' : 'Create Event'}
            description="Dates and times are on Indiana time."
          />
          <EventForm
            key={event?.id ?? 'new'}
            businessId={businessId}
            event={event}
            onSaved={() => onOpenChange(false)}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
