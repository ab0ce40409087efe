import { CheckCheck, DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { REPORT_OUTCOMES, REPORT_REASONS } from '../../../../domain/trust';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { t, translate } from '../../../lib/i18n';
import { AdminItemCard, BusinessTitleLink } from '../admin-item-card';
import { type AdminReport, useReopenListing } from './reports-queries';
import { ResolveReportDialog } from './resolve-report-dialog';

/** Issue 16: one report: the business, what is wrong, the reporter's note, and what the admin decided or may do. */
export function ReportCard({ report }: { report: AdminReport }) {
  const [resolving, setResolving] = useState(false);
  const reopen = useReopenListing();
  const { business, reporter } = report;

  return (
    <AdminItemCard
      title={<BusinessTitleLink business={business} />}
      details={
        <p className="text-sm break-words text-muted">
          {t('Reported by {name} ({email}) on {date}', {
            name: reporter.displayName.trim() || reporter.email,
            email: reporter.email,
            date: formatDate(report.createdAt),
          })}
        </p>
      }
      badge={
        <Badge variant={report.reason === 'closed' ? 'accent' : 'muted'}>
          <span className="sr-only">{t('Reason:')} </span>
          {translate(REPORT_REASONS[report.reason])}
        </Badge>
      }
    >
      <p className="text-sm break-words whitespace-pre-wrap text-stone-700">
        {report.note || <span className="text-muted italic">{t('No note')}</span>}
      </p>
      {report.status !== 'open' && (
        <p className="text-sm text-muted">
          {report.resolvedAt
            ? t('{outcome}, {date}.', {
                outcome: translate(REPORT_OUTCOMES[report.status]),
                date: formatDate(report.resolvedAt),
              })
            : t('{outcome}.', { outcome: translate(REPORT_OUTCOMES[report.status]) })}{' '}
          {report.resolutionNote && t('Note to the reporter: {note}', { note: report.resolutionNote })}
        </p>
      )}
      {(report.status === 'open' || business.closedAt) && (
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
          {business.closedAt && (
            <>
              <Badge variant="outline">{t('Permanently closed')}</Badge>
              <Button
                variant="outline"
                size="sm"
                onClick={() => reopen.mutate(business)}
                disabled={reopen.isPending}
                aria-busy={reopen.isPending}
              >
                <DoorOpen aria-hidden="true" className="size-4" />
                {t('Reopen listing')}
              </Button>
            </>
          )}
          {report.status === 'open' && (
            <Button size="sm" onClick={() => setResolving(true)} aria-haspopup="dialog">
              <CheckCheck aria-hidden="true" className="size-4" />
              {t('Resolve')}
            </Button>
          )}
        </div>
      )}
      <ResolveReportDialog report={report} open={resolving} onOpenChange={setResolving} />
    </AdminItemCard>
  );
}
