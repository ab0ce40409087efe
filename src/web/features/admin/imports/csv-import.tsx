import { Download, FileCheck, Upload } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Button, buttonClasses } from '../../../components/ui/button';
import { FileInput } from '../../../components/ui/file-input';
import { Label } from '../../../components/ui/label';
import { msg, t, translate } from '../../../lib/i18n';
import { type CsvImportReport, useCsvImport } from './imports-queries';

const STATUS_WORDS = {
  new: msg('New'),
  updated: msg('Updated'),
  unchanged: msg('Unchanged'),
  duplicate: msg('Possible duplicate'),
  error: msg('Error'),
} as const;

/**
 * Issue 35: the admins' CSV of listings: download it, and import the same columns, checked line by line
 * before anything is written.
 */
export function CsvImport() {
  const fileId = useId();
  const hintId = useId();
  const [file, setFile] = useState<File | null>(null);
  const csv = useCsvImport();
  const report = csv.data;

  function onCheck(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (file) csv.mutate({ file, apply: false });
  }

  return (
    <section
      aria-labelledby={`${fileId}-heading`}
      className="grid gap-3 rounded-xl border border-line bg-white p-4 sm:p-5"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={`${fileId}-heading`} className="text-lg font-semibold text-ink">
          {t('CSV import and export')}
        </h3>
        <a href="/api/admin/imports/places.csv" download className={buttonClasses('outline', 'sm')}>
          <Download aria-hidden="true" className="size-4" />
          {t('Download the CSV')}
        </a>
      </div>
      <form onSubmit={onCheck} className="grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor={fileId}>{t('CSV file')}</Label>
          <FileInput
            id={fileId}
            accept="text/csv,.csv"
            aria-describedby={hintId}
            onChange={(event) => {
              setFile(event.currentTarget.files?.[0] ?? null);
              csv.reset();
            }}
          />
        </div>
        <Button
          type="submit"
          variant="outline"
          disabled={!file || csv.isPending}
          aria-busy={csv.isPending || undefined}
        >
          <FileCheck aria-hidden="true" className="size-4" />
          {t('Check the file')}
        </Button>
      </form>
      <p id={hintId} className="text-sm text-muted">
        {t(
          "Use the download's columns. Lines are matched by external_id, else by id; halal facts are not imported. Nothing is written until you apply.",
        )}
      </p>
      {report && <CsvReport report={report} />}
      {report && !report.applied && report.counts.new + report.counts.updated > 0 && file && (
        <Button
          type="button"
          className="w-fit"
          disabled={csv.isPending}
          aria-busy={csv.isPending || undefined}
          onClick={() => csv.mutate({ file, apply: true })}
        >
          <Upload aria-hidden="true" className="size-4" />
          {t('Apply {count, plural, one {# good line} other {# good lines}}', {
            count: report.counts.new + report.counts.updated,
          })}
        </Button>
      )}
    </section>
  );
}

function CsvReport({ report }: { report: CsvImportReport }) {
  const notable = report.lines.filter((line) => line.status !== 'unchanged' && line.status !== 'new').slice(0, 200);
  return (
    <div role="status" className="grid gap-2 text-sm">
      <p className="font-semibold text-ink">
        {report.applied ? t('Applied:') : t('Checked, nothing written yet:')}{' '}
        {t(
          '{new} new, {updated} updated, {unchanged} unchanged, {duplicate} possible duplicates, {error} with errors.',
          {
            ...report.counts,
          },
        )}
      </p>
      {notable.length > 0 && (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[28rem] text-start">
            <caption className="sr-only">{t('Lines to look at')}</caption>
            <thead>
              <tr className="border-b border-line text-muted">
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  {t('Line')}
                </th>
                <th scope="col" className="py-1 pe-3 text-start font-medium">
                  {t('Place')}
                </th>
                <th scope="col" className="py-1 text-start font-medium">
                  {t('What')}
                </th>
              </tr>
            </thead>
            <tbody>
              {notable.map((line) => (
                <tr key={line.line} className="border-b border-line/60 align-top">
                  <td className="py-1 pe-3 tabular-nums">{line.line}</td>
                  <td className="py-1 pe-3 break-words">{line.name ?? '—'}</td>
                  <td className="py-1 break-words">
                    {translate(STATUS_WORDS[line.status])}
                    {line.errors?.map((error) => (
                      <span key={error.column} className="block text-red-800">
                        {t('{column}: {message}', { column: error.column, message: translate(error.message) })}
                      </span>
                    ))}
                    {line.changes && <span className="block text-muted">{line.changes.join(', ')}</span>}
                    {line.match && (
                      <span className="block text-muted">{t('Looks like {place}', { place: line.match.name })}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
