import { LocateFixed, Moon, Sunrise } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LIMITS } from '../../../domain/limits';
import { FeaturedCards } from '../../features/listing/featured-cards';
import { type ListingFilters, useBusinessListing } from '../../lib/business-queries';
import { t } from '../../lib/i18n';
import { IFTAR_TONIGHT, IFTAR_TONIGHT_PATH, SUHOOR_NOW, SUHOOR_NOW_PATH } from './ramadan-listings';

// Issue 37: during the Ramadan season, the home page's 'Iftar tonight' and 'Open for suhoor now'. Its own
// chunk: the home page loads it only when the site's settings say the season holds.

const linkClasses =
  'inline-flex items-center gap-1.5 rounded text-sm font-semibold text-brand-strong underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus';

interface GroupProps {
  id: string;
  title: string;
  icon: ReactNode;
  filters: ListingFilters;
  path: string;
  /** Said when no place is listed; without it, an empty group is not shown. */
  empty?: string;
}

function RamadanGroup({ id, title, icon, filters, path, empty }: GroupProps) {
  const listing = useBusinessListing(filters);
  const cards = listing.data?.pages[0]?.items.slice(0, LIMITS.featuredOnHome) ?? [];
  if (!listing.data || (cards.length === 0 && !empty)) return null;
  return (
    <section aria-labelledby={id} className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
        <h3 id={id} className="flex items-center gap-2 text-xl font-bold text-ink">
          {icon}
          {title}
        </h3>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          <Link to={`${path}&sort=distance`} className={linkClasses}>
            <LocateFixed aria-hidden="true" className="size-4" />
            {t('Nearest to me')}
          </Link>
          <Link to={path} className={linkClasses} aria-label={t('See all: {title}', { title })}>
            {t('See all')}
          </Link>
        </div>
      </div>
      {cards.length === 0 ? (
        <p className="rounded-xl border border-dashed border-line bg-white p-6 text-center text-muted">{empty}</p>
      ) : (
        <FeaturedCards businesses={cards} />
      )}
    </section>
  );
}

export function RamadanTonight() {
  return (
    <section aria-labelledby="ramadan-title" className="mx-auto grid w-full max-w-6xl gap-8 px-4 pt-14">
      <div className="grid gap-2">
        <h2 id="ramadan-title" className="text-2xl font-bold text-ink sm:text-3xl">
          {t('Ramadan Mubarak')}
        </h2>
        <p className="text-muted">{t('Halal places serving iftar tonight and open for suhoor now, across Indiana.')}</p>
      </div>
      <RamadanGroup
        id="iftar-tonight-title"
        title={t('Iftar tonight')}
        icon={<Moon aria-hidden="true" className="size-5 text-brand" />}
        filters={IFTAR_TONIGHT}
        path={IFTAR_TONIGHT_PATH}
        empty={t('No place lists iftar for tonight yet.')}
      />
      <RamadanGroup
        id="suhoor-now-title"
        title={t('Open for suhoor now')}
        icon={<Sunrise aria-hidden="true" className="size-5 text-brand" />}
        filters={SUHOOR_NOW}
        path={SUHOOR_NOW_PATH}
      />
    </section>
  );
}
