import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { t } from '../../lib/i18n';

// SPEC §2: unknown routes show the 404 page.
export function NotFoundPage() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <PageTitle>{t('Page not found')}</PageTitle>
      <h1 className="text-6xl font-bold text-brand">404</h1>
      <p className="text-xl text-ink">{t('Page not found')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t('Return to Home')}
      </Link>
    </div>
  );
}
