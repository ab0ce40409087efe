import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from '../../../components/ui/dialog';
import { NotificationForm } from './notification-form';

/** SPEC §2 /business header: email a notification to every active subscriber. */
export function SendNotificationDialog({ businessId }: { businessId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="accent">
          <Bell aria-hidden="true" className="size-4" />
          Send Notification
        </Button>
      </DialogTrigger>
      <DialogContent>
        <div className="grid gap-4">
          <DialogHeader
            title="Send Notification"
            description="Every active subscriber receives this message by email."
          />
          <NotificationForm businessId={businessId} onSent={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
