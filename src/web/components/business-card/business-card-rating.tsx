import { formatNumber, formatRating } from '../../lib/format';
import { t } from '../../lib/i18n';
import { StarRating } from '../ui/star-rating';

/** SPEC §2 Business card: stars, the average and the count ("4.5 (2)"), only when reviews exist. */
export function BusinessCardRating({ average, count }: { average: number; count: number }) {
  if (count <= 0) return null;
  return (
    <p className="flex items-center gap-1.5 text-sm">
      <StarRating value={average} />
      <span aria-hidden="true" className="font-semibold text-ink">
        {formatRating(average)}
      </span>
      <span aria-hidden="true" className="text-muted">
        ({formatNumber(count)})
      </span>
      <span className="sr-only">{t('{count, plural, one {# review} other {# reviews}}', { count })}</span>
    </p>
  );
}
