import { BusinessOpenStatus } from '../../components/business-card/open-status-line';
import { SaveHeart } from '../../components/saved/save-heart';
import { Badge } from '../../components/ui/badge';
import { StarRating } from '../../components/ui/star-rating';
import type { BusinessPageData } from '../../lib/business-queries';
import { formatRating } from '../../lib/format';
import { t, translate } from '../../lib/i18n';
import { BackButton } from './back-button';
import { BusinessPlaces } from './business-places';

/**
 * SPEC §2 /r/{slug}: Back, the category badge (default 'Restaurant'), Featured, the cuisines (the
 * directory's words, so translated), the name, today's status (issue 17; none once permanently closed) and
 * the places. Issue 31: the rating under the name, a link to the reviews.
 */
export function BusinessHeader({ business }: { business: BusinessPageData }) {
  return (
    <header className="grid justify-items-start gap-3">
      <BackButton />
      <div className="flex flex-wrap gap-2">
        <Badge>{business.category ? translate(business.category.name) : t('Restaurant')}</Badge>
        {business.isFeatured && <Badge variant="accent">{t('Featured')}</Badge>}
        {business.cuisines.length > 0 && (
          <ul aria-label={t('Cuisines')} className="flex flex-wrap gap-2">
            {business.cuisines.map((cuisine) => (
              <li key={cuisine.key}>
                <Badge variant="outline">{translate(cuisine.name)}</Badge>
              </li>
            ))}
          </ul>
        )}
      </div>
      <div className="flex items-center gap-4">
        {business.logoUrl && (
          <img
            src={business.logoUrl}
            alt={t('{name} logo', { name: business.name })}
            width={64}
            height={64}
            className="size-14 shrink-0 rounded-full border border-line bg-white object-contain p-1 sm:size-16"
          />
        )}
        <h1 dir="auto" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
          {business.name}
        </h1>
        {/* Issue 36: a listed place is saved from its page too. */}
        {business.status === 'approved' && !business.closedAt && <SaveHeart business={business} className="size-11" />}
      </div>
      <BusinessRating rating={business.rating} />
      {/* A permanently closed place has no 'Opens at…' to give (its banner says why). */}
      {!business.closedAt && <BusinessOpenStatus locations={business.locations} />}
      <BusinessPlaces business={business} />
    </header>
  );
}

/** Issue 31: the stars, the average and the count under the name, leading to the reviews; none without reviews. */
function BusinessRating({ rating }: { rating: BusinessPageData['rating'] }) {
  if (rating.count <= 0) return null;
  return (
    <a
      href="#reviews"
      className="-my-1 flex items-center gap-1.5 rounded py-1 text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <StarRating value={rating.average} />
      <span aria-hidden="true" className="font-semibold text-ink">
        {formatRating(rating.average)}
      </span>
      <span className="sr-only">, </span>
      <span className="text-brand-strong">
        {t('{count, plural, one {# review} other {# reviews}}', { count: rating.count })}
      </span>
    </a>
  );
}
