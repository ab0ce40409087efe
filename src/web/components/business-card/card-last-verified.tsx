import { Clock } from 'lucide-react';
import type { BusinessCardData } from '../../lib/business-queries';
import { formatMonthAndYear } from '../../lib/format';
import { t } from '../../lib/i18n';
import { cn } from '../ui/class-names';

/**
 * Issue 16: a card's short 'Last verified' ('Verified Mar 2026'), the date the business page gives in full;
 * amber once it is more than 12 months old, as on the page. Nothing for a listing never verified.
 */
export function CardLastVerified({ halal }: { halal: Pick<BusinessCardData['halal'], 'lastVerified' | 'overdue'> }) {
  if (!halal.lastVerified) return null;
  return (
    <p className={cn('inline-flex items-center gap-1 text-xs', halal.overdue ? 'text-amber-800' : 'text-muted')}>
      <Clock aria-hidden="true" className="size-3.5 shrink-0" />
      {t('Verified {date}', { date: formatMonthAndYear(halal.lastVerified) })}
    </p>
  );
}
