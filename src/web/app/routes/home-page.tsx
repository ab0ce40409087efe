import { Suspense } from 'react';
import { CategoryGrid } from '../../features/listing/category-grid';
import { FeaturedBusinesses } from '../../features/listing/featured-businesses';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useSiteSettings } from '../../lib/site-queries';
import { CATEGORIES_SECTION_ID, Hero } from '../home/hero';
import { PartnerCard } from '../home/partner-card';

// Issue 37: its own chunk, loaded only while the Ramadan season holds.
const RamadanTonight = lazyComponent(async () => (await import('../home/ramadan-tonight')).RamadanTonight);

// SPEC §2 Home: hero, featured listings, categories, then the partner card (the newsletter is in the footer).
export function HomePage() {
  const ramadan = useSiteSettings().data?.ramadan;
  return (
    <>
      <title>{t('Indiana Halal Directory — halal restaurants, cafés, bakeries and markets')}</title>
      <Hero />
      {ramadan && (
        <Suspense>
          <RamadanTonight />
        </Suspense>
      )}
      <section aria-labelledby="featured-title" className="mx-auto w-full max-w-6xl px-4 pt-14">
        <div className="mb-8 grid gap-2">
          <h2 id="featured-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {t('Featured Restaurants')}
          </h2>
          <p className="text-muted">{t('Hand-picked halal spots the community loves.')}</p>
        </div>
        <FeaturedBusinesses />
      </section>
      <section
        id={CATEGORIES_SECTION_ID}
        tabIndex={-1}
        aria-labelledby="categories-title"
        className="mx-auto w-full max-w-6xl px-4 py-14 focus:outline-none"
      >
        <div className="mb-8 grid gap-2">
          <h2 id="categories-title" className="text-2xl font-bold text-ink sm:text-3xl">
            {t('Explore Categories')}
          </h2>
          <p className="text-muted">{t('Find halal spots by the kind of food you are looking for.')}</p>
        </div>
        <CategoryGrid />
      </section>
      <div className="mx-auto w-full max-w-6xl px-4">
        <PartnerCard />
      </div>
    </>
  );
}
