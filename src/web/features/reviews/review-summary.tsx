import { StarRating } from '../../components/ui/star-rating';
import { formatRating } from '../../lib/format';
import { t } from '../../lib/i18n';

/** The average to one decimal, five stars and the number of reviews (SPEC §9). */
export function ReviewSummary({ average, count }: { average: number; count: number }) {
  return (
    <div className="flex items-center gap-3">
      <span className="text-4xl font-bold text-ink tabular-nums">{formatRating(average)}</span>
      <div className="grid gap-1">
        <StarRating value={average} size="lg" />
        <span className="text-sm text-muted">{t('{count, plural, one {# review} other {# reviews}}', { count })}</span>
      </div>
    </div>
  );
}
