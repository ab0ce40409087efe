import { PageTitle } from '../../components/ui/page-title';
import { Skeleton } from '../../components/ui/skeleton';
import { AdminAccessDenied } from '../../features/admin/admin-access-denied';
import { AdminDashboard } from '../../features/admin/admin-dashboard';
import { AdminSignInPrompt } from '../../features/admin/admin-sign-in-prompt';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';

// SPEC §2 /admin, §6 Admin: signed out, not an admin, or the dashboard.
export function AdminPage() {
  const { user, loading, isAdmin } = useSession();
  if (loading) {
    return (
      <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8" aria-busy="true">
        <PageTitle>{t('Admin Dashboard')}</PageTitle>
        <span className="sr-only">{t('Loading the dashboard…')}</span>
        <Skeleton className="h-24" />
        <Skeleton className="h-96" />
      </div>
    );
  }
  if (!user) return <AdminSignInPrompt />;
  if (!isAdmin) return <AdminAccessDenied />;
  return <AdminDashboard />;
}
