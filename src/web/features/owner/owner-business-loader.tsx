import { type ComponentType, useEffect } from 'react';
import { DashboardLoading } from './dashboard-loading';
import { LeaveWithNotice } from './leave-with-notice';
import { loadFailure } from './load-failure';
import { NoBusinessFound } from './no-business-found';
import { OwnerDashboard } from './owner-dashboard';
import { useOwnedBusinessId, useOwnerDashboard } from './owner-queries';

interface OwnerBusinessLoaderProps {
  userId: string;
  manageId: string | null;
  /** The Reviews tab's content, from the reviews area (the page composes the two). */
  ReviewsTab: ComponentType<{ businessId: string }>;
  /** The Customer Chats tab's content, from the chat area. */
  ChatsTab: ComponentType<{ businessId: string }>;
}

/**
 * The business the dashboard shows: the admin's ?manage id, else the owner's own business (SPEC §6).
 * Unknown → the admin goes to /admin, the owner to /submit-business; other failures stay here.
 */
export function OwnerBusinessLoader({ userId, manageId, ReviewsTab, ChatsTab }: OwnerBusinessLoaderProps) {
  const managing = manageId !== null;
  const owned = useOwnedBusinessId(userId, !managing);
  const dashboard = useOwnerDashboard(manageId ?? owned.data);
  const error = owned.error ?? dashboard.error;

  useEffect(() => {
    // A 404 is an answer (no business), not a failure.
    if (error && loadFailure(error, managing).to === null) console.error('Business dashboard failed to load', error);
  }, [error, managing]);

  if (dashboard.data)
    return <OwnerDashboard business={dashboard.data} managing={managing} ReviewsTab={ReviewsTab} ChatsTab={ChatsTab} />;
  if (error) {
    const failure = loadFailure(error, managing);
    if (failure.to) return <LeaveWithNotice title={failure.title} description={failure.description} to={failure.to} />;
    return <NoBusinessFound title={failure.title} description={failure.description} />;
  }
  return <DashboardLoading />;
}
