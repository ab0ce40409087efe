import { Bell } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/class-names';
import { FormDialog } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import { NotificationForm } from './notification-form';

/** SPEC §2 /business header: email a notification to every active subscriber. */
export function SendNotificationDialog({ businessId, className }: { businessId: string; className?: string }) {
  return (
    <FormDialog
      title={t('Send Notification')}
      description={t('Every active subscriber receives this message by email.')}
      trigger={
        <Button variant="accent" size="sm" className={cn('md:h-11 md:px-4', className)}>
          <Bell aria-hidden="true" className="size-4 max-md:hidden" />
          {t('Send Notification')}
        </Button>
      }
    >
      {(close) => <NotificationForm businessId={businessId} onSent={close} />}
    </FormDialog>
  );
}
