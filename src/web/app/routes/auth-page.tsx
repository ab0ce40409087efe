import { useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Card, CardContent } from '../../components/ui/card';
import { PageTitle } from '../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import {
  ConfirmationNotice,
  confirmationNoticeText,
  confirmationNoticeTitle,
} from '../../features/accounts/confirmation-notice';
import { SignInForm } from '../../features/accounts/sign-in-form';
import { SignUpForm } from '../../features/accounts/sign-up-form';
import { t } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { safeRedirect } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';

type AuthTab = 'login' | 'signup';

// SPEC §2 /auth: the tab lives in the URL (?tab=login|signup), login by default.
export function AuthPage() {
  const { user, loading } = useSession();
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const [confirmationEmail, setConfirmationEmail] = useState<string | null>(null);
  const tab: AuthTab = params.get('tab') === 'signup' ? 'signup' : 'login';
  const redirectTo = safeRedirect(params.get('redirect'));

  if (!loading && user) return <Navigate to={redirectTo} replace />;

  function selectTab(next: string) {
    setParams(
      (current) => {
        current.set('tab', next === 'signup' ? 'signup' : 'login');
        return current;
      },
      { replace: true },
    );
  }

  function handleSignedUp(email: string) {
    notifySuccess(confirmationNoticeTitle(), confirmationNoticeText(email));
    setConfirmationEmail(email);
    selectTab('login');
  }

  return (
    <div className="mx-auto w-full max-w-md px-4 py-10 sm:py-16">
      <PageTitle>{tab === 'signup' ? t('Sign Up') : t('Sign In')}</PageTitle>
      <div className="mb-6 text-center">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Welcome')}</h1>
        <p className="mt-2 text-muted">{t('Sign in to your account or create a new one.')}</p>
      </div>
      <Card>
        <CardContent>
          <Tabs value={tab} onValueChange={selectTab}>
            <TabsList aria-label={t('Sign in or sign up')}>
              <TabsTrigger value="login">{t('Sign In')}</TabsTrigger>
              <TabsTrigger value="signup">{t('Sign Up')}</TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="grid gap-4">
              {confirmationEmail && <ConfirmationNotice email={confirmationEmail} />}
              <SignInForm
                key={confirmationEmail ?? ''}
                defaultEmail={confirmationEmail ?? ''}
                onSignedIn={() => {
                  // The account keeps a language other than this page's (chosen on another device): the
                  // server set it as this device's; the next page comes whole in it.
                  const remembered = /(?:^|; )lang=([a-z]+)/.exec(document.cookie)?.[1];
                  if (remembered && remembered !== document.documentElement.lang) window.location.replace(redirectTo);
                  else void navigate(redirectTo, { replace: true });
                }}
              />
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm onSignedUp={handleSignedUp} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </div>
  );
}
