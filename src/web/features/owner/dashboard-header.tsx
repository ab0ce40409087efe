import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import { DashboardClock } from './dashboard-clock';

/**
 * SPEC §2 /business header: the way back, the title and the clock (Send Notification sits in the banner).
 * Under 768 px the way back is an arrow before the title, its words read to screen readers only; wider,
 * it is a button at the title's end.
 */
export function DashboardHeader({ managing }: { managing: boolean }) {
  return (
    <div className="flex items-center gap-3 md:flex-row-reverse md:items-end md:justify-between md:gap-4">
      <Link
        to={managing ? '/admin' : '/'}
        className={cn(buttonClasses('outline', 'md'), 'shrink-0 max-md:size-10 max-md:px-0')}
      >
        <ArrowLeft aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        <span className="max-md:sr-only">{managing ? t('Back to Admin') : t('Back to Home')}</span>
      </Link>
      <div className="grid min-w-0">
        <h1 className="text-lg leading-7 font-bold text-ink md:text-3xl md:leading-tight">{t('Business Dashboard')}</h1>
        <DashboardClock />
      </div>
    </div>
  );
}
