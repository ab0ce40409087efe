import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { DashboardClock } from './dashboard-clock';
import { SendNotificationDialog } from './subscribers/send-notification-dialog';

interface DashboardHeaderProps {
  businessId: string;
  managing: boolean;
}

/** SPEC §2 /business header: the title and clock, Send Notification, and the way back. */
export function DashboardHeader({ businessId, managing }: DashboardHeaderProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Business Dashboard')}</h1>
        <DashboardClock />
      </div>
      <div className="flex flex-wrap gap-2">
        <SendNotificationDialog businessId={businessId} />
        <Link to={managing ? '/admin' : '/'} className={buttonClasses('outline', 'md')}>
          <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {managing ? t('Back to Admin') : t('Back to Home')}
        </Link>
      </div>
    </div>
  );
}
