import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { DialogActions, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { t, translate } from '../../lib/i18n';

/** The sign-in page on the login tab, coming back to `returnTo` afterwards: `/auth?tab=login&redirect=/r/x`. */
export function signInToReturnPath(returnTo: string): string {
  return `/auth?tab=login&redirect=${encodeURIComponent(returnTo).replaceAll('%2F', '/')}`;
}

/** SPEC §8: what a signed-out visitor sees in place of the review or dispute form, with a way to sign in. */
export function AuthenticationRequired({ message, returnTo }: { message: string; returnTo: string }) {
  return (
    <>
      <DialogTitle className="pe-10">{t('Authentication Required')}</DialogTitle>
      <DialogDescription className="mt-2 text-base">{translate(message)}</DialogDescription>
      <DialogActions className="mt-6">
        <Link to={signInToReturnPath(returnTo)} className={buttonClasses('primary', 'md')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Sign In')}
        </Link>
      </DialogActions>
    </>
  );
}
