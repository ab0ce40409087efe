import { Star } from 'lucide-react';
import { t } from '../../lib/i18n';
import { cn } from './class-names';

interface StarRatingProps {
  /** 0 to 5; fractions fill part of a star. */
  value: number;
  className?: string;
  starClassName?: string;
}

/** Five stars filled up to `value`, announced as "Rated 4.5 out of 5" (SPEC §9: five stars). */
export function StarRating({ value, className, starClassName = 'size-4' }: StarRatingProps) {
  const rounded = Math.round(value * 10) / 10;
  return (
    <span
      role="img"
      aria-label={t('Rated {rating} out of 5', { rating: rounded })}
      className={cn('inline-flex items-center', className)}
    >
      {[0, 1, 2, 3, 4].map((index) => {
        const fill = Math.min(Math.max(value - index, 0), 1);
        return (
          <span key={index} className="relative inline-flex">
            <Star aria-hidden="true" className={cn('text-stone-300', starClassName)} />
            {fill > 0 && (
              <span className="absolute inset-y-0 start-0 overflow-hidden" style={{ width: `${fill * 100}%` }}>
                <Star aria-hidden="true" className={cn('fill-accent-strong text-accent-strong', starClassName)} />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
