import { History } from 'lucide-react';
import { Direction } from 'radix-ui';
import { useId } from 'react';
import { AUDIT_ACTIONS } from '../../../domain/trust';
import { type AuditEntry, type AuditFilters, useAuditLog } from '../../lib/audit-queries';
import { formatDateAndTime } from '../../lib/format';
import { t, translate } from '../../lib/i18n';
import { Button } from '../ui/button';
import { EmptyState } from '../ui/empty-state';
import { LoadMoreButton } from '../ui/load-more-button';
import { LoadingBlocks } from '../ui/skeleton';

/** What a reader of the log may narrow it to from an entry: its business or one of its people. */
export type AuditFilterChoice =
  | { kind: 'business'; id: string; name: string }
  | { kind: 'person'; id: string; name: string };

interface AuditHistoryProps extends AuditFilters {
  /** The list's heading ('Audit log', 'History'). */
  title?: string;
  /** Offered on names in the entries: narrow the log to that business or person. */
  onFilter?: (choice: AuditFilterChoice) => void;
}

/**
 * Issue 16: entries of the audit log, newest first, a page at a time: when, what, who, about which
 * business or person, what changed and why.
 */
export function AuditHistory({ title: givenTitle, onFilter, ...filters }: AuditHistoryProps) {
  const title = givenTitle ?? t('Audit log');
  const log = useAuditLog(filters);
  const entries = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <section aria-labelledby="audit-history-heading" className="grid gap-4">
      <h2 id="audit-history-heading" className="text-xl font-semibold text-ink">
        {title}
      </h2>
      {log.isPending ? (
        <LoadingBlocks label={t('Loading the history…')} blocks={['h-20', 'h-20']} />
      ) : log.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm text-danger">
          {t('The history could not be loaded.')}
          <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
            {t('Try again')}
          </Button>
        </div>
      ) : entries.length === 0 ? (
        <EmptyState
          icon={History}
          title={t('No entries yet')}
          text={t('Moderation and ownership actions appear here.')}
        />
      ) : (
        <>
          <ol aria-label={title} className="grid gap-3">
            {entries.map((entry) => (
              <li key={entry.id}>
                <AuditEntryCard entry={entry} onFilter={onFilter} />
              </li>
            ))}
          </ol>
          <LoadMoreButton list={log} />
        </>
      )}
    </section>
  );
}

/** A name in an entry: a button that narrows the log to it, when the reader may. */
function FilterName({ choice, onFilter }: { choice: AuditFilterChoice; onFilter?: AuditHistoryProps['onFilter'] }) {
  if (!onFilter) return <span className="font-medium text-ink">{choice.name}</span>;
  return (
    <button
      type="button"
      onClick={() => onFilter(choice)}
      aria-label={
        choice.kind === 'business'
          ? t('Show only entries for business {name}', { name: choice.name })
          : t('Show only entries for person {name}', { name: choice.name })
      }
      className="rounded font-medium text-brand-strong underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      {choice.name}
    </button>
  );
}

function AuditEntryCard({ entry, onFilter }: { entry: AuditEntry; onFilter?: AuditHistoryProps['onFilter'] }) {
  const action = AUDIT_ACTIONS[entry.action as keyof typeof AUDIT_ACTIONS];
  const label = action === undefined ? entry.action : translate(action);
  const rightToLeft = Direction.useDirection() === 'rtl';
  const changes = changedFields(entry.before, entry.after);
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="grid gap-1 rounded-lg border border-line bg-white p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h3 id={headingId} className="font-semibold text-ink">
          {label}
        </h3>
        <time dateTime={String(entry.createdAt)} className="text-muted">
          {formatDateAndTime(String(entry.createdAt))}
        </time>
      </div>
      <p className="text-muted">
        {t('By')}{' '}
        {entry.actorId && entry.actorName ? (
          <FilterName choice={{ kind: 'person', id: entry.actorId, name: entry.actorName }} onFilter={onFilter} />
        ) : (
          <span className="font-medium text-ink">{entry.actorName ?? t('the directory')}</span>
        )}
        {entry.businessName && (
          <>
            {' · '}
            {entry.businessId ? (
              <FilterName
                choice={{ kind: 'business', id: entry.businessId, name: entry.businessName }}
                onFilter={onFilter}
              />
            ) : (
              entry.businessName
            )}
          </>
        )}
        {entry.subjectName && (
          <>
            {' · '}
            {entry.subjectId ? (
              <FilterName
                choice={{ kind: 'person', id: entry.subjectId, name: entry.subjectName }}
                onFilter={onFilter}
              />
            ) : (
              entry.subjectName
            )}
          </>
        )}
      </p>
      {entry.reason && (
        <p>
          <span className="text-muted">{`${t('Reason:')} `}</span>
          <span>{entry.reason}</span>
        </p>
      )}
      {changes.length > 0 && (
        <dl className="grid gap-0.5 text-xs">
          {changes.map(({ field, before, after }) => (
            <div key={field} className="flex flex-wrap gap-x-1">
              <dt className="font-medium text-ink">{field}:</dt>
              <dd className="break-all text-muted">
                {before === undefined ? '' : beforeValue(before, rightToLeft)}
                {rightToLeft ? isolated(after) : after}
              </dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

/**
 * A value as it was, and the arrow to what it became. Right to left, each value is isolated (so Latin words
 * and numbers keep their place in the line) and the arrow points left, the way the line reads.
 */
function beforeValue(before: string, rightToLeft: boolean): string {
  return rightToLeft ? `${isolated(before)} ← ` : `${before} → `;
}

/** `text` between Unicode's first-strong isolate marks: laid out on its own, whatever the line around it. */
function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
};

/** The fields an entry changed, with their values before (when recorded) and after. */
function changedFields(before: unknown, after: unknown) {
  const asRecord = (v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : null;
  const b = asRecord(before);
  const a = asRecord(after);
  const fields = [...new Set([...Object.keys(b ?? {}), ...Object.keys(a ?? {})])];
  return (
    fields
      // With both sides recorded, a field the after side does not name did not change.
      .filter((field) => !b || !a || (field in a && JSON.stringify(b[field]) !== JSON.stringify(a[field])))
      .slice(0, 12)
      .map((field) => ({
        field,
        before: b ? shown(b[field]) : undefined,
        after: a ? shown(a[field]) : t('(removed)'),
      }))
  );
}
