import { KeyRound, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { resetLinkSentText, resetLinkSentTitle } from '../../features/accounts/account-recovery-queries';
import { AccountScreen, secondaryLinkClasses } from '../../features/accounts/account-screen';
import { ForgotPasswordForm } from '../../features/accounts/forgot-password-form';
import { t } from '../../lib/i18n';

// /forgot-password, from 'Forgot password?' on the sign-in form: asks the email and mails a reset link.
export function ForgotPasswordPage() {
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AccountScreen title={t('Forgot Password')}>
      <KeyRound aria-hidden="true" className="size-12 text-brand" />
      <h1 className="text-2xl font-bold text-ink">{t('Forgot your password?')}</h1>
      {sentTo ? (
        <>
          <Alert tone="info" className="flex w-full gap-3 text-start">
            <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{resetLinkSentTitle()}</p>
              <p>{resetLinkSentText(sentTo)}</p>
            </div>
          </Alert>
          <Button variant="outline" className="w-full" onClick={() => setSentTo(null)}>
            {t('Use a Different Email')}
          </Button>
        </>
      ) : (
        <>
          <p className="text-muted">
            {t('Enter the email you signed up with and we will send you a link to choose a new password.')}
          </p>
          <ForgotPasswordForm onSent={setSentTo} />
        </>
      )}
      <Link to="/auth?tab=login" className={secondaryLinkClasses}>
        {t('Back to Sign In')}
      </Link>
    </AccountScreen>
  );
}
