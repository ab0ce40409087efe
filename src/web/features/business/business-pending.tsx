import { Clock } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { PageTitle } from '../../components/ui/page-title';
import { t } from '../../lib/i18n';

/** SPEC §2 /r/{slug}: the owner or an admin opens a listing that is not approved yet. */
export function BusinessPending({ name }: { name: string }) {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <PageTitle>{name}</PageTitle>
      <span className="flex size-16 items-center justify-center rounded-full bg-accent-soft text-ink">
        <Clock aria-hidden="true" className="size-8" />
      </span>
      <h1 className="text-2xl font-bold text-ink">{t('Restaurant pending approval')}</h1>
      <p className="text-muted">
        {t(
          'Our team is reviewing {name}. It will appear in the directory once it is approved, usually within 2-3 business days.',
          { name },
        )}
      </p>
      <Link to="/" className={buttonClasses('primary', 'lg')}>
        {t('Return to Home')}
      </Link>
    </div>
  );
}
