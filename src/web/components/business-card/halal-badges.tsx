import { BadgeCheck } from 'lucide-react';
import { HALAL_FILTERS, HALAL_LEVELS, type HalalLevel } from '../../../domain/halal';
import { t, translate } from '../../lib/i18n';
import { cn } from '../ui/class-names';

export interface HalalBadgeFacts {
  level: HalalLevel | null;
  certified: boolean;
  zabiha: boolean;
  noAlcohol: boolean;
}

/**
 * Issue 16: a card's halal badges — the level, a current admin-checked certificate, zabiha meat, no
 * alcohol. Nothing is shown for what is not stated (never a "not halal").
 */
export function HalalBadges({ halal, className }: { halal: HalalBadgeFacts; className?: string }) {
  const badges = [
    halal.level && { key: 'level', label: HALAL_LEVELS[halal.level], strong: halal.level === 'fully' },
    halal.certified && { key: 'certified', label: HALAL_FILTERS.certified, strong: true },
    halal.zabiha && { key: 'zabiha', label: HALAL_FILTERS.zabiha, strong: false },
    halal.noAlcohol && { key: 'no-alcohol', label: HALAL_FILTERS.no_alcohol, strong: false },
  ].filter((badge) => !!badge);
  if (badges.length === 0) return null;
  return (
    <ul aria-label={t('Halal')} className={cn('flex flex-wrap gap-1', className)}>
      {badges.map((badge) => (
        <li
          key={badge.key}
          className={cn(
            // Narrower on phones, so the four badges share one line of a compact card.
            'inline-flex items-center gap-1 rounded-full px-1.5 py-0.5 text-[0.6875rem] font-semibold sm:px-2 sm:text-xs',
            badge.strong ? 'bg-brand-deep text-white' : 'bg-brand-soft text-brand-strong',
          )}
        >
          {badge.key === 'certified' && <BadgeCheck aria-hidden="true" className="size-3.5" />}
          {translate(badge.label)}
        </li>
      ))}
    </ul>
  );
}
