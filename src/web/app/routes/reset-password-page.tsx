import { CircleExclamationPoint, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { invalidResetLinkText } from '../../features/accounts/account-recovery-queries';
import { AccountScreen, secondaryLinkClasses } from '../../features/accounts/account-screen';
import { ResetPasswordForm } from '../../features/accounts/reset-password-form';
import { t } from '../../lib/i18n';

/**
 * /reset-password: the mailed link passes through better-auth, which checks the token and lands here with
 * `?token=…`, or with `?error=INVALID_TOKEN` when it is unknown, used or more than an hour old.
 */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  // The server can still refuse a token that looked fine here (used in another tab meanwhile).
  const [refused, setRefused] = useState(false);

  if (!token || params.has('error') || refused) return <InvalidResetLink />;
  return (
    <AccountScreen title={t('Reset Password')}>
      <KeyRound aria-hidden="true" className="size-12 text-brand" />
      <h1 className="text-2xl font-bold text-ink">{t('Choose a new password')}</h1>
      <p className="text-muted">{t('You will sign in with it from now on, on every device.')}</p>
      <ResetPasswordForm token={token} onRefused={() => setRefused(true)} />
    </AccountScreen>
  );
}

function InvalidResetLink() {
  return (
    <AccountScreen title={t('Reset link invalid')}>
      <CircleExclamationPoint aria-hidden="true" className="size-12 text-danger" />
      <h1 className="text-2xl font-bold text-ink">{t('Reset link invalid')}</h1>
      <p className="text-muted">
        {invalidResetLinkText()} {t('Ask for a new one and use it within an hour.')}
      </p>
      <Button asChild size="lg" className="w-full">
        <Link to="/forgot-password">{t('Request a New Link')}</Link>
      </Button>
      <Link to="/auth?tab=login" className={secondaryLinkClasses}>
        {t('Back to Sign In')}
      </Link>
    </AccountScreen>
  );
}
