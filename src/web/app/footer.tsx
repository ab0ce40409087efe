import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useCategories } from '../lib/category-queries';
import { t, translate } from '../lib/i18n';
import { useNearViewport } from '../lib/use-near-viewport';

// The form brings the validation library (zod, react-hook-form), which no page needs for its first
// paint: it loads once the footer comes near the screen.
const NewsletterForm = lazy(async () => ({
  default: (await import('../features/community/newsletter-form')).NewsletterForm,
}));

const footerLinkClasses =
  'rounded text-stone-200 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent';

export function Footer() {
  const categories = useCategories();
  const [newsletterSlot, showNewsletter] = useNearViewport<HTMLDivElement>();
  const year = new Date().getFullYear();

  return (
    <footer className="mt-16 bg-brand-deep text-stone-200">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-3">
        <div className="grid content-start gap-2">
          <p className="text-lg font-bold text-white">{t('Indiana Halal Directory')}</p>
          <p className="text-sm">{t('The community guide to halal and Muslim-owned food businesses in Indiana.')}</p>
          <h2 className="mt-4 font-semibold text-white">{t('Newsletter')}</h2>
          <p className="text-sm">{t('New listings and halal food news from across Indiana, now and then.')}</p>
          <div ref={newsletterSlot} className="min-h-11">
            {showNewsletter && (
              <Suspense fallback={<div className="h-11" />}>
                <NewsletterForm />
              </Suspense>
            )}
          </div>
        </div>
        <nav aria-label={t('Footer')} className="grid content-start gap-2 text-sm">
          <h2 className="font-semibold text-white">{t('Get in touch')}</h2>
          <Link to="/contact" className={footerLinkClasses}>
            {t('Contact Us')}
          </Link>
          <Link to="/submit-business" className={footerLinkClasses}>
            {t('Submit Business')}
          </Link>
          <Link to="/data" className={footerLinkClasses}>
            {t('Open data')}
          </Link>
        </nav>
        {categories.data && categories.data.length > 0 && (
          <nav aria-label={t('Categories')} className="grid content-start gap-2 text-sm">
            <h2 className="font-semibold text-white">{t('Categories')}</h2>
            {categories.data.map((category) => (
              <Link key={category.id} to={`/c/${category.slug}`} className={footerLinkClasses}>
                {translate(category.name)}
              </Link>
            ))}
          </nav>
        )}
      </div>
      <div className="border-t border-white/15">
        <p className="mx-auto max-w-6xl px-4 py-5 text-sm">
          {t('© {year} Indiana Halal Directory. All rights reserved.', { year: String(year) })}
        </p>
      </div>
    </footer>
  );
}
