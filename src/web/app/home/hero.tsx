import { ArrowDown, Store } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { HeroSearch } from './hero-search';
import { SocialLinks } from './social-links';

export const CATEGORIES_SECTION_ID = 'categories';

/** Scrolls to the categories and moves keyboard focus there too. */
function showCategories() {
  const section = document.getElementById(CATEGORIES_SECTION_ID);
  if (!section) return;
  const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  section.scrollIntoView({ behavior: reduceMotion ? 'auto' : 'smooth', block: 'start' });
  section.focus({ preventScroll: true });
}

// SPEC §2 Home: hero with 'Discover Halal Spots' and 'Feature Your Business', and social links. The search
// comes right after the title, so a phone's first screen holds it (issue 31); on desktops it is the right
// half, beside the rest.
export function Hero() {
  const navigate = useNavigate();
  return (
    <section aria-labelledby="hero-title" className="bg-brand-deep text-white">
      <div className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:gap-8 sm:py-16 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-x-12 lg:py-24">
        <div className="grid justify-items-start gap-3 sm:gap-6 lg:self-end">
          <p className="rounded-full bg-white/10 px-3 py-1 text-sm font-medium text-accent-soft">
            {t('Community guide to halal food')}
          </p>
          <h1 id="hero-title" className="max-w-3xl text-3xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {t('Discover the Best Halal Food in Indiana')}
          </h1>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">
          <HeroSearch />
        </div>
        <div className="grid justify-items-start gap-6 lg:self-start">
          <p className="max-w-2xl text-lg text-stone-200">
            {t(
              'Restaurants, coffee shops, bakeries, markets and food trucks: halal and Muslim-owned businesses, recommended by the community.',
            )}
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <Button variant="accent" size="lg" onClick={showCategories}>
              <ArrowDown aria-hidden="true" className="size-5" />
              {t('Discover Halal Spots')}
            </Button>
            <Button variant="inverse" size="lg" onClick={() => navigate('/submit-business')}>
              <Store aria-hidden="true" className="size-5" />
              {t('Feature Your Business')}
            </Button>
          </div>
          <SocialLinks />
        </div>
      </div>
    </section>
  );
}
