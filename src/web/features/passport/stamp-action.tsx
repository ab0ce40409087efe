import { BadgeCheck, Stamp } from 'lucide-react';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { type StampedBusiness, useStamp } from './use-stamp';

interface StampActionProps {
  business: StampedBusiness;
  /** The look of the action bar's buttons. */
  className: string;
}

/**
 * Issue 31: Stamp in the business page's action bar, a toggle pressed once the place is stamped; pressing
 * it again takes the stamp off, asking first as the passport card does. Visitors see none, nor does anyone
 * for a place closed for good that they never stamped.
 */
export function StampAction({ business, className }: StampActionProps) {
  const { user } = useSession();
  if (!user) return null;
  return <StampToggle userId={user.id} business={business} className={className} />;
}

function StampToggle({ userId, business, className }: StampActionProps & { userId: string }) {
  const { status, visit, busy, stampVisit, removeStamp } = useStamp(userId, business);
  if (status.isError || (status.data?.closed && !visit)) return null;
  const waiting = busy || status.isPending;
  const Icon = visit ? BadgeCheck : Stamp;
  return (
    <button
      type="button"
      aria-pressed={Boolean(visit)}
      aria-busy={waiting || undefined}
      aria-disabled={waiting || undefined}
      onClick={() => (waiting ? undefined : visit ? void removeStamp() : stampVisit())}
      className={cn(className, visit && 'text-brand-strong', waiting && 'cursor-wait opacity-60')}
    >
      <Icon aria-hidden="true" className="size-5 shrink-0" />
      <span>{t('Stamp')}</span>
    </button>
  );
}
