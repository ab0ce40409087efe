import { Send } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import { REPORT_NOTE_MAX, type ReportReason } from '../../../domain/trust';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { CountedTextareaField } from '../../components/ui/counted-textarea-field';
import { Dialog, DialogActions, DialogContent, DialogHeader } from '../../components/ui/dialog';
import { SignInPrompt } from '../../components/ui/sign-in-prompt';
import { Spinner } from '../../components/ui/spinner';
import { failureDescription } from '../../lib/api';
import { t, translate } from '../../lib/i18n';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';
import { ReasonChoices } from './reason-choices';
import { isAlreadyReported, SIGN_IN_TO_REPORT, useReportProblem } from './trust-queries';

export interface ReportedBusiness {
  id: string;
  name: string;
  slug: string;
}

interface ReportProblemDialogProps {
  business: ReportedBusiness;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Issue 16 'Report a problem': what is wrong, and an optional note; a signed-out visitor is asked to sign in. */
export function ReportProblemDialog({ business, open, onOpenChange }: ReportProblemDialogProps) {
  const { user } = useSession();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {user ? (
          <div className="grid gap-4">
            <DialogHeader
              title={t('Report a problem')}
              description={t('Tell the admins what is out of date or wrong on the {name} listing.', {
                name: business.name,
              })}
            />
            <ReportForm userId={user.id} business={business} onDone={() => onOpenChange(false)} />
          </div>
        ) : (
          <SignInToReport returnTo={`/r/${business.slug}`} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ReportForm({ userId, business, onDone }: { userId: string; business: ReportedBusiness; onDone: () => void }) {
  const report = useReportProblem(userId, business.id);
  // A dialog of choices and one optional note keeps local state (decision 010).
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const firstReason = useRef<HTMLInputElement>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!reason) {
      setMissingReason(true);
      firstReason.current?.focus();
      return;
    }
    report.mutate(
      { reason, note: note.trim() || null },
      {
        onSuccess: onDone,
        // Only the server knows of a report sent from another tab: it answers 409 with the case's words.
        onError: (error) => {
          const words = isAlreadyReported(error) ? failureDescription(error) : undefined;
          setRefusal(words === undefined ? null : translate(words));
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <ReasonChoices
        value={reason}
        onChange={(chosen) => {
          setReason(chosen);
          setMissingReason(false);
        }}
        error={missingReason ? t('Choose what is wrong') : undefined}
        firstRef={firstReason}
      />
      <CountedTextareaField
        id={`report-note-${business.id}`}
        label={t('Note (optional)')}
        hint={t('What did you notice? Admins read it; it is not published.')}
        rows={4}
        limit={REPORT_NOTE_MAX}
        length={note.length}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {refusal && <Alert>{refusal}</Alert>}
      <DialogActions>
        <Button type="submit" disabled={report.isPending || refusal !== null} aria-busy={report.isPending}>
          {report.isPending ? <Spinner /> : <Send aria-hidden="true" className="size-4 rtl:-scale-x-100" />}
          {t('Send report')}
        </Button>
      </DialogActions>
    </form>
  );
}

/** What a signed-out visitor sees in place of the form, with a way to sign in and come back. */
function SignInToReport({ returnTo }: { returnTo: string }) {
  return (
    <SignInPrompt
      title={t('Authentication Required')}
      text={translate(SIGN_IN_TO_REPORT)}
      signInHref={signInPath(returnTo)}
    />
  );
}
