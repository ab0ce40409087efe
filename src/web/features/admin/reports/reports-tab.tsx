import { Flag } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { cn } from '../../../components/ui/class-names';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { msg, t, translate } from '../../../lib/i18n';
import { QueryStates } from '../query-states';
import { ReportCard } from './report-card';
import { type ReportsStatus, useAdminReports } from './reports-queries';

const views: { status: ReportsStatus; label: string }[] = [
  { status: 'open', label: msg('Open') },
  { status: 'resolved', label: msg('Resolved') },
];

/**
 * Issue 16: the admins' Reports tab. Open reports come oldest first; resolved ones, newest first, are a
 * toggle away (kept in the URL as ?status=resolved).
 */
export function ReportsTab() {
  const [params, setParams] = useSearchParams();
  const status: ReportsStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const reports = useAdminReports(status);

  const show = (next: ReportsStatus) =>
    setParams(
      (current) => {
        const url = new URLSearchParams(current);
        if (next === 'resolved') url.set('status', next);
        else url.delete('status');
        return url;
      },
      { replace: true },
    );

  return (
    <section aria-labelledby="reports-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="reports-heading" className="text-xl font-semibold text-ink">
          {t('Community Reports')}
        </h2>
        <fieldset className="inline-flex rounded-lg border border-line bg-white p-1">
          <legend className="sr-only">{t('Show reports')}</legend>
          {views.map((view) => (
            <button
              key={view.status}
              type="button"
              aria-pressed={status === view.status}
              onClick={() => show(view.status)}
              className={cn(
                'min-h-9 rounded-md px-4 text-sm font-semibold transition-colors',
                'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
                status === view.status ? 'bg-brand-strong text-white' : 'text-ink hover:bg-stone-100',
              )}
            >
              {translate(view.label)}
            </button>
          ))}
        </fieldset>
      </div>
      <QueryStates
        query={reports}
        loading={<LoadingBlocks label={t('Loading reports…')} blocks={['h-40']} />}
        what={t('The reports')}
        empty={
          status === 'open' ? (
            <EmptyState
              icon={Flag}
              title={t('No open reports')}
              text={t('When someone reports a problem with a listing, it appears here.')}
            />
          ) : (
            <EmptyState icon={Flag} title={t('No resolved reports')} text={t('Reports you resolve are kept here.')} />
          )
        }
      >
        {(items) => (
          <ul aria-label={status === 'open' ? t('Open reports') : t('Resolved reports')} className="grid gap-4">
            {items.map((report) => (
              <li key={report.id}>
                <ReportCard report={report} />
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </section>
  );
}
