import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { t } from '../../lib/i18n';

/** SPEC §2 /r/{slug}: no such (public) business. */
export function BusinessNotFound() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <PageTitle>{t('Restaurant not found')}</PageTitle>
      <p className="text-6xl font-bold text-brand">404</p>
      <h1 className="text-2xl font-bold text-ink">{t('Restaurant not found')}</h1>
      <p className="text-muted">{t('This listing does not exist or is no longer in the directory.')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t('Return to Home')}
      </Link>
    </div>
  );
}
