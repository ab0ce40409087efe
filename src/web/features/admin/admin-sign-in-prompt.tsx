import { LockKeyhole, LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { signInPath } from '../../lib/session/redirect-target';
import { AdminNotice } from './admin-notice';

/** SPEC §2 /admin, signed out: 'Please sign in' with a button to /auth (which comes back here). */
export function AdminSignInPrompt() {
  return (
    <AdminNotice
      icon={LockKeyhole}
      title={t('Please sign in')}
      text={t('Sign in with an admin account to open the dashboard.')}
      action={
        <Link to={signInPath('/admin')} className={buttonClasses('primary', 'md')}>
          <LogIn aria-hidden="true" className="size-4 rtl:-scale-x-100" />
          {t('Sign In')}
        </Link>
      }
    />
  );
}
