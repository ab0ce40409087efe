import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { t } from '../../lib/i18n';

/** SPEC §2 /c/{slug}: a slug that is not a category. */
export function CategoryNotFound() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <PageTitle>{t('Category not found')}</PageTitle>
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Category not found')}</h1>
      <p className="text-muted">{t('This category does not exist. Browse the categories on the home page instead.')}</p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t('Back to Home')}
      </Link>
    </div>
  );
}
