import { LogIn, UserPlus } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';
import { t } from '../../lib/i18n';
import { signInPath } from '../../lib/session/redirect-target';

// After signing in (or signing up, which ends on the login tab), the visitor comes back to the form.
const signUpPath = `${signInPath('/submit-business')}&tab=signup`;
const logInPath = `${signInPath('/submit-business')}&tab=login`;

/** SPEC §2 /submit-business, §5: a signed-out visitor is asked to sign up or sign in first. */
export function SignInRequired() {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('Sign in Required')}</CardTitle>
        <CardDescription>
          {t("You need an account to submit a business. It only takes a minute and it's free.")}
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row">
        <Link to={signUpPath} className={buttonClasses('primary', 'md')}>
          <UserPlus aria-hidden="true" className="size-4" />
          {t('Create Account')}
        </Link>
        <Link to={logInPath} className={buttonClasses('outline', 'md')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Sign In')}
        </Link>
      </CardContent>
    </Card>
  );
}
