import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../../lib/i18n';
import { buttonClasses } from './button';
import { DialogActions, DialogDescription, DialogTitle } from './dialog';

interface SignInPromptProps {
  /** 'Authentication Required', 'Sign In Required'. */
  title: string;
  /** Why signing in is asked, in the person's words ('Please sign in to write a review.'). */
  text: string;
  /** The sign-in page, with the address to come back to afterwards. */
  signInHref: string;
}

/** What a dialog shows a signed-out visitor in place of its form: why, and a way to sign in and come back. */
export function SignInPrompt({ title, text, signInHref }: SignInPromptProps) {
  return (
    <>
      <DialogTitle className="pe-10">{title}</DialogTitle>
      <DialogDescription className="mt-2 text-base">{text}</DialogDescription>
      <DialogActions className="mt-6">
        <Link to={signInHref} className={buttonClasses('primary', 'md')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Sign In')}
        </Link>
      </DialogActions>
    </>
  );
}
