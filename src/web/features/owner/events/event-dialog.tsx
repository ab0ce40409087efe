import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../../components/ui/dialog';
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
          <div className="grid gap-1 pr-8">
            <DialogTitle>{event ? 'Edit Event' : 'Create Event'}</DialogTitle>
            <DialogDescription>Dates and times are on Indiana time.</DialogDescription>
          </div>
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
