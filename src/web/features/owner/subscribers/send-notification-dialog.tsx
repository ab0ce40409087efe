import { Bell } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '../../../components/ui/dialog';
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
          <div className="grid gap-1 pr-8">
            <DialogTitle>Send Notification</DialogTitle>
            <DialogDescription>Every active subscriber receives this message by email.</DialogDescription>
          </div>
          <NotificationForm businessId={businessId} onSent={() => setOpen(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}
