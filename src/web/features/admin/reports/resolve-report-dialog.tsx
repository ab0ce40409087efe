import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { keysOf } from '../../../../domain/halal';
import { type ResolveReportInput, resolveReportInput } from '../../../../domain/schemas';
import { REPORT_NOTE_MAX, REPORT_OUTCOMES, REPORT_REASONS } from '../../../../domain/trust';
import { Button } from '../../../components/ui/button';
import { CountedTextareaField } from '../../../components/ui/counted-textarea-field';
import { Dialog, DialogActions, DialogContent, DialogHeader } from '../../../components/ui/dialog';
import { FieldError } from '../../../components/ui/field-error';
import { Spinner } from '../../../components/ui/spinner';
import { t, translate } from '../../../lib/i18n';
import { translatedError } from '../translated-error';
import { type AdminReport, isReportAlreadyResolved, useResolveReport } from './reports-queries';

interface ResolveReportDialogProps {
  report: AdminReport;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Issue 16: an open report becomes 'Fixed' or 'Not an issue', with a note the reporter is mailed. */
export function ResolveReportDialog({ report, open, onOpenChange }: ResolveReportDialogProps) {
  const closes = report.reason === 'closed' && !report.business.closedAt;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <div className="grid gap-4">
          <DialogHeader
            title={t('Resolve report')}
            description={
              closes
                ? t(
                    '{name}: {reason}. The reporter is told the outcome by email. Fixed marks the place permanently closed: it leaves the lists and its page shows a banner.',
                    { name: report.business.name, reason: translate(REPORT_REASONS[report.reason]) },
                  )
                : t('{name}: {reason}. The reporter is told the outcome by email.', {
                    name: report.business.name,
                    reason: translate(REPORT_REASONS[report.reason]),
                  })
            }
          />
          <ResolveForm report={report} onDone={() => onOpenChange(false)} />
        </div>
      </DialogContent>
    </Dialog>
  );
}

// The form holds what the schema reads (no outcome until one is chosen) and gives back the body the server
// checks with the same schema (decision 010).
type FormValues = z.input<typeof resolveReportInput>;

function ResolveForm({ report, onDone }: { report: AdminReport; onDone: () => void }) {
  const resolve = useResolveReport();
  const { register, handleSubmit, formState, watch } = useForm<FormValues, unknown, ResolveReportInput>({
    resolver: zodResolver(resolveReportInput),
    defaultValues: { note: '' },
  });
  const { errors } = formState;
  const outcomeErrorId = `resolve-outcome-${report.id}-error`;

  const onSubmit = handleSubmit((body) =>
    resolve.mutate(
      { report, body },
      {
        onSuccess: onDone,
        // Resolved meanwhile: there is nothing left to decide here.
        onError: (error) => {
          if (isReportAlreadyResolved(error)) onDone();
        },
      },
    ),
  );

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4">
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium text-ink">{t('Outcome')}</legend>
        {keysOf(REPORT_OUTCOMES).map((outcome) => (
          <label
            key={outcome}
            className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line bg-white px-3 text-sm text-ink has-[:checked]:border-brand has-[:checked]:bg-brand-soft has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-focus"
          >
            <input
              type="radio"
              value={outcome}
              aria-invalid={Boolean(errors.outcome) || undefined}
              aria-describedby={errors.outcome ? outcomeErrorId : undefined}
              className="size-4 shrink-0 accent-brand-strong focus:outline-none"
              {...register('outcome')}
            />
            {translate(REPORT_OUTCOMES[outcome])}
          </label>
        ))}
        <FieldError id={outcomeErrorId} message={translatedError(errors.outcome?.message)} />
      </fieldset>
      <CountedTextareaField
        id={`resolve-note-${report.id}`}
        label={t('Note to the reporter')}
        hint={t('Required. Included in the email to the reporter.')}
        rows={4}
        required
        limit={REPORT_NOTE_MAX}
        length={watch('note').length}
        error={translatedError(errors.note?.message)}
        {...register('note')}
      />
      <DialogActions>
        <Button type="submit" disabled={resolve.isPending} aria-busy={resolve.isPending}>
          {resolve.isPending && <Spinner />}
          {t('Resolve report')}
        </Button>
      </DialogActions>
    </form>
  );
}
