import { CircleCheck, CircleExclamationPoint, MailCheck, MailQuestionMark } from 'lucide-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { AccountScreen, secondaryLinkClasses } from '../../features/accounts/account-screen';
import { useEmailConfirmation } from '../../features/accounts/email-confirmation-query';
import { LazyResendConfirmation } from '../../features/accounts/resend-confirmation-lazy';
import { t } from '../../lib/i18n';

/**
 * SPEC §2 /email-confirmation, where the confirmation link lands. A used link lands with the server's
 * mark (`?account=…`) and a refused one with better-auth's `&error=INVALID_TOKEN|TOKEN_EXPIRED|…`; anyone
 * can type the address, so 'Email Confirmed' shows only when the server says the account is confirmed.
 * The page's frame shows at once, and the answer in it when the server gives it; its code is small (the
 * resend form loads only where it is offered).
 */
export function EmailConfirmationPage() {
  const [params] = useSearchParams();
  if (params.has('error')) return <InvalidLink />;
  return <ConfirmationCheck account={params.get('account')} />;
}

function ConfirmationCheck({ account }: { account: string | null }) {
  const confirmation = useEmailConfirmation(account);

  if (confirmation.isPending) {
    return (
      <AccountScreen title={t('Email Confirmation')}>
        <MailCheck aria-hidden="true" className="size-14 text-brand" />
        <h1 className="text-2xl font-bold text-ink">{t('Email Confirmation')}</h1>
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner className="text-brand" />
          {t('Checking your confirmation…')}
        </p>
      </AccountScreen>
    );
  }
  if (confirmation.isError) {
    return (
      <AccountScreen title={t('Email Confirmation')}>
        <CircleExclamationPoint aria-hidden="true" className="size-14 text-danger" />
        <h1 className="text-2xl font-bold text-ink">{t('Email Confirmation')}</h1>
        <p className="text-muted">{t('We could not check your confirmation.')}</p>
        <Button onClick={() => confirmation.refetch()}>{t('Try Again')}</Button>
      </AccountScreen>
    );
  }
  return confirmation.data.confirmed ? <Confirmed /> : <NotConfirmed />;
}

function Confirmed() {
  const navigate = useNavigate();
  return (
    <AccountScreen title={t('Email Confirmed')}>
      <CircleCheck aria-hidden="true" className="size-14 text-brand" />
      <h1 className="text-2xl font-bold text-ink">{t('Email Confirmed')}</h1>
      <p className="text-muted">{t('Your account is now active and ready to use!')}</p>
      {/* SPEC §2 calls this one a button (and Contact Support a link). */}
      <Button size="lg" className="w-full" onClick={() => navigate('/')}>
        {t('Start Exploring')}
      </Button>
      <p className="text-sm text-muted">
        {t('Having trouble?')}{' '}
        <Link to="/contact" className={secondaryLinkClasses}>
          {t('Contact Support')}
        </Link>
      </p>
    </AccountScreen>
  );
}

function InvalidLink() {
  return (
    <AccountScreen title={t('Confirmation link invalid')}>
      <CircleExclamationPoint aria-hidden="true" className="size-14 text-danger" />
      <h1 className="text-2xl font-bold text-ink">{t('Confirmation link invalid')}</h1>
      <p className="text-muted">{t('This confirmation link is invalid or has expired. We can send you a new one.')}</p>
      <LazyResendConfirmation />
      <OnwardLinks />
    </AccountScreen>
  );
}

/** A visit that is not a used confirmation link: typed, bookmarked, or opened before the link was. */
function NotConfirmed() {
  return (
    <AccountScreen title={t('Confirm your email')}>
      <MailQuestionMark aria-hidden="true" className="size-14 text-brand" />
      <h1 className="text-2xl font-bold text-ink">{t('Confirm your email')}</h1>
      <p className="text-muted">
        {t(
          'To activate your account, open the confirmation link we emailed you. If it has expired or never arrived, we can send you a new one.',
        )}
      </p>
      <LazyResendConfirmation />
      <OnwardLinks />
    </AccountScreen>
  );
}

function OnwardLinks() {
  return (
    <div className="flex flex-wrap justify-center gap-x-6 gap-y-2">
      <Link to="/auth?tab=login" className={secondaryLinkClasses}>
        {t('Go to Sign In')}
      </Link>
      <Link to="/contact" className={secondaryLinkClasses}>
        {t('Contact Support')}
      </Link>
    </div>
  );
}
