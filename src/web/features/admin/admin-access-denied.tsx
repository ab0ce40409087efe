import { Home, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { AdminNotice } from './admin-notice';

/** SPEC §2 /admin, signed in without the admin role. */
export function AdminAccessDenied() {
  return (
    <AdminNotice
      icon={ShieldAlert}
      title={t('Access Denied')}
      text={t('You need admin privileges to access this page.')}
      action={
        <Link to="/" className={buttonClasses('primary', 'md')}>
          <Home aria-hidden="true" className="size-4" />
          {t('Go Home')}
        </Link>
      }
    />
  );
}
