import { CircleCheck, CircleExclamationPoint, ShieldAlert } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { useRecoverAccount } from '../../features/accounts/account-recovery-queries';
import { AccountScreen, secondaryLinkClasses } from '../../features/accounts/account-screen';
import { isErrorCode } from '../../lib/api';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';

/**
 * Issue 29: where a security notice's 'This wasn't me' link lands. Opening it changes nothing (a mail
 * scanner may open links); the button does: every device is signed out, an email change is undone, and
 * the address gets a link to choose a new password.
 */
export function AccountRecoveryPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const recover = useRecoverAccount();
  const { refresh } = useSession();

  if (recover.isSuccess)
    return (
      <AccountScreen title={t('Account secured')}>
        <CircleCheck aria-hidden="true" className="size-12 text-brand" />
        <h1 className="text-2xl font-bold text-ink">{t('Your account is secured')}</h1>
        <p className="text-muted">
          {recover.data.emailRestored
            ? t('Your former email address is back, and every device was signed out.')
            : t('Every device was signed out.')}{' '}
          {t('We emailed {email} a link to choose a new password.', { email: recover.data.email })}
        </p>
        <Link to="/auth?tab=login" className={secondaryLinkClasses}>
          {t('Back to Sign In')}
        </Link>
      </AccountScreen>
    );

  if (!token || isErrorCode(recover.error, 'INVALID_RECOVERY_LINK') || isErrorCode(recover.error, 'VALIDATION'))
    return (
      <AccountScreen title={t('Link invalid')}>
        <CircleExclamationPoint aria-hidden="true" className="size-12 text-danger" />
        <h1 className="text-2xl font-bold text-ink">{t('Link invalid')}</h1>
        <p className="text-muted">{t('This link is invalid, has expired or was already used.')}</p>
        <Button asChild size="lg" className="w-full">
          <Link to="/forgot-password">{t('Choose a new password')}</Link>
        </Button>
      </AccountScreen>
    );

  return (
    <AccountScreen title={t('Secure your account')}>
      <ShieldAlert aria-hidden="true" className="size-12 text-danger" />
      <h1 className="text-2xl font-bold text-ink">{t('Secure your account')}</h1>
      <p className="text-muted">
        {t(
          'If someone else changed your account, this signs every device out, gives back your former email address if it was changed, and emails you a link to choose a new password.',
        )}
      </p>
      <Button
        size="lg"
        className="w-full"
        disabled={recover.isPending}
        onClick={() => recover.mutate(token, { onSuccess: () => void refresh() })}
      >
        {t("This wasn't me")}
      </Button>
      <Link to="/" className={secondaryLinkClasses}>
        {t('It was me')}
      </Link>
    </AccountScreen>
  );
}
