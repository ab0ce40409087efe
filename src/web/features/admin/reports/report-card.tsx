import { CheckCheck, DoorOpen } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { REPORT_OUTCOMES, REPORT_REASONS } from '../../../../domain/trust';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { formatDate } from '../../../lib/format';
import { type AdminReport, useReopenListing } from './reports-queries';
import { ResolveReportDialog } from './resolve-report-dialog';

/** Issue 16: one report: the business, what is wrong, the reporter's note, and what the admin decided or may do. */
export function ReportCard({ report }: { report: AdminReport }) {
  const [resolving, setResolving] = useState(false);
  const reopen = useReopenListing();
  const headingId = `report-${report.id}`;
  const { business, reporter } = report;

  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1">
          <h3 id={headingId} className="text-lg font-semibold break-words text-ink">
            <Link to={`/r/${business.slug}`} className="underline-offset-4 hover:underline">
              {business.name}
            </Link>
          </h3>
          <p className="text-sm break-words text-muted">
            Reported by {reporter.displayName.trim() || reporter.email} ({reporter.email}) on{' '}
            {formatDate(report.createdAt)}
          </p>
        </div>
        <Badge variant={report.reason === 'closed' ? 'accent' : 'muted'}>
          <span className="sr-only">Reason: </span>
          {REPORT_REASONS[report.reason]}
        </Badge>
      </div>
      <p className="text-sm break-words whitespace-pre-wrap text-stone-700">
        {report.note || <span className="text-muted italic">No note</span>}
      </p>
      {report.status !== 'open' && (
        <p className="text-sm text-muted">
          {`${REPORT_OUTCOMES[report.status]}${report.resolvedAt ? `, ${formatDate(report.resolvedAt)}` : ''}. `}
          {report.resolutionNote && `Note to the reporter: ${report.resolutionNote}`}
        </p>
      )}
      {(report.status === 'open' || business.closedAt) && (
        <div className="flex flex-wrap items-center gap-2 border-t border-line pt-3">
          {business.closedAt && (
            <>
              <Badge variant="outline">Permanently closed</Badge>
              <Button
                variant="outline"
                size="sm"
                onClick={() => reopen.mutate(business)}
                disabled={reopen.isPending}
                aria-busy={reopen.isPending}
              >
                <DoorOpen aria-hidden="true" className="size-4" />
                Reopen listing
              </Button>
            </>
          )}
          {report.status === 'open' && (
            <Button size="sm" onClick={() => setResolving(true)} aria-haspopup="dialog">
              <CheckCheck aria-hidden="true" className="size-4" />
              Resolve
            </Button>
          )}
        </div>
      )}
      <ResolveReportDialog report={report} open={resolving} onOpenChange={setResolving} />
    </article>
  );
}
