import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';

/** SPEC §2 /business while the session or the business loads. */
export function DashboardLoading() {
  return (
    <div className="mx-auto flex w-full max-w-6xl justify-center px-4 py-16">
      <PageTitle>{t('Business Dashboard')}</PageTitle>
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner className="size-5 text-brand" />
        {t('Loading your business dashboard...')}
      </p>
    </div>
  );
}
