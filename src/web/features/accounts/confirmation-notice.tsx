import { MailCheck } from 'lucide-react';
import { Alert } from '../../components/ui/alert';
import { t } from '../../lib/i18n';

export function confirmationNoticeTitle() {
  return t('Check your email');
}

export function confirmationNoticeText(email: string) {
  return t('We sent a confirmation link to {email}. Please confirm your email before signing in.', { email });
}

/** SPEC §4 Signup: after signing up, the user is told the email must be confirmed first. */
export function ConfirmationNotice({ email }: { email: string }) {
  return (
    <Alert tone="info" className="flex gap-3">
      <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      {/* A long address breaks anywhere rather than widen the card past a phone's screen. */}
      <div className="min-w-0 wrap-anywhere">
        <p className="font-semibold">{confirmationNoticeTitle()}</p>
        <p>{confirmationNoticeText(email)}</p>
      </div>
    </Alert>
  );
}
