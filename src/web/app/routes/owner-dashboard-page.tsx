import { lazy, Suspense } from 'react';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { DashboardLoading } from '../../features/owner/dashboard-loading';
import { LeaveWithNotice } from '../../features/owner/leave-with-notice';
import { OwnerBusinessLoader } from '../../features/owner/owner-business-loader';
import { t } from '../../lib/i18n';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';

// Other areas' parts of the dashboard, each loaded when its tab first opens; the page composes them, the
// dashboard places them.
const ReviewsSection = lazy(() =>
  import('../../features/reviews/reviews-section').then((module) => ({ default: module.ReviewsSection })),
);
const ChatInbox = lazy(() =>
  import('../../features/chat/chat-inbox').then((module) => ({ default: module.ChatInbox })),
);

const tabLoading = (label: string) => <LoadingBlocks label={label} blocks={['h-24', 'h-24']} className="grid gap-3" />;

/** SPEC §2 Reviews tab: the reviews section in owner mode. */
function ReviewsTab({ businessId }: { businessId: string }) {
  return (
    <Suspense fallback={tabLoading(t('Loading reviews…'))}>
      <ReviewsSection businessId={businessId} ownerMode />
    </Suspense>
  );
}

/** SPEC §2 Customer Chats tab: the business's inbox. */
function ChatsTab({ businessId }: { businessId: string }) {
  return (
    <Suspense fallback={tabLoading(t('Loading conversations…'))}>
      <ChatInbox businessId={businessId} />
    </Suspense>
  );
}

// SPEC §2 /business, §6 Business owner: signed out → /auth; ?manage={id} is for admins only.
export function OwnerDashboardPage() {
  const { user, loading, isAdmin, isBusinessOwner } = useSession();
  const [params] = useSearchParams();
  const location = useLocation();
  const manageId = params.get('manage') || null;

  if (loading) return <DashboardLoading />;
  if (!user) return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  const allowed = manageId ? isAdmin : isBusinessOwner;
  if (!allowed) {
    return (
      <LeaveWithNotice
        title={t('Access Denied')}
        description={t('You need to be a business owner to access this page.')}
        to="/"
      />
    );
  }
  return <OwnerBusinessLoader userId={user.id} manageId={manageId} ReviewsTab={ReviewsTab} ChatsTab={ChatsTab} />;
}
