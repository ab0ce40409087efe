import { MapPin } from 'lucide-react';
import { Link } from 'react-router';
import { imageVariant } from '../../../domain/images';
import { placeLabel } from '../../../domain/maps';
import { BusinessPhoto } from '../../components/business/business-photo';
import { Badge } from '../../components/ui/badge';
import { cn } from '../../components/ui/class-names';
import { BusinessCardActions } from './business-card-actions';
import { BusinessCardRating } from './business-card-rating';
import type { BusinessCardData } from './business-queries';

interface BusinessCardProps {
  business: BusinessCardData;
  /** The listing's category: mobile businesses and food trucks hide the Website button. */
  categorySlug?: string;
  headingLevel?: 2 | 3;
  /** Cards in the first screenful load their image at once. */
  lazyImage?: boolean;
}

/**
 * SPEC §2 Business card. The name is the link to /r/{slug}; it stretches over the whole card, so a
 * click anywhere but the buttons opens the business, and keyboards reach it as one link.
 */
export function BusinessCard({ business, categorySlug, headingLevel = 3, lazyImage = true }: BusinessCardProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const place = placeLabel(business);
  return (
    <article
      className={cn(
        'group relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-white shadow-sm transition',
        'hover:border-brand hover:shadow-md has-[a:focus-visible]:shadow-md',
      )}
    >
      <div className="relative">
        <BusinessPhoto
          src={imageVariant(business.imageUrl, 400)}
          alt=""
          width={400}
          height={300}
          lazy={lazyImage}
          className="aspect-[4/3] w-full"
        />
        {business.logoUrl && (
          <img
            src={business.logoUrl}
            alt={`${business.name} logo`}
            width={48}
            height={48}
            loading="lazy"
            decoding="async"
            className="absolute bottom-3 left-3 size-12 rounded-full bg-white object-contain p-1 shadow-md"
          />
        )}
        {business.isFeatured && (
          <Badge variant="accent" className="absolute top-3 left-3 shadow-sm">
            Featured
          </Badge>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <Heading className="text-lg leading-snug font-semibold text-ink">
          <Link
            to={`/r/${business.slug}`}
            className="rounded after:absolute after:inset-0 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus group-hover:text-brand-strong"
          >
            {business.name}
          </Link>
        </Heading>
        {place && (
          <p className="flex items-center gap-1 text-sm text-muted">
            <MapPin aria-hidden="true" className="size-4 shrink-0" />
            {place}
          </p>
        )}
        <BusinessCardRating average={business.ratingAverage} count={business.reviewCount} />
        {business.description && <p className="line-clamp-2 text-sm text-muted">{business.description}</p>}
        <div className="mt-auto pt-2">
          <BusinessCardActions business={business} categorySlug={categorySlug} />
        </div>
      </div>
    </article>
  );
}
