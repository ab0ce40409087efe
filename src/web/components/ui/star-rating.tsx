import type { CSSProperties } from 'react';
import { t } from '../../lib/i18n';
import { cn } from './class-names';

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  /** 'lg' for a rating that heads its section (the reviews' summary). */
  size?: 'md' | 'lg';
  className?: string;
}

/**
 * Five stars filled up to `value`, announced as "Rated 4.5 out of 5" (SPEC §9: five stars). One element,
 * drawn by styles.css (`.star-rating`): a listing shows one on every card.
 */
export function StarRating({ value, size = 'md', className }: StarRatingProps) {
  const rounded = Math.round(value * 10) / 10;
  const filled = `${(Math.min(Math.max(value, 0), 5) / 5) * 100}%`;
  return (
    <span
      role="img"
      aria-label={t('Rated {rating} out of 5', { rating: rounded })}
      className={cn('star-rating', size === 'lg' && 'star-rating-lg', className)}
      style={{ '--filled': filled } as CSSProperties}
    />
  );
}
