import type { ComponentType } from 'react';
import { Navigate } from 'react-router';
import { dashboardFailure } from './dashboard-failure';
import { DashboardLoading } from './dashboard-loading';
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
  const dashboard = useOwnerDashboard(manageId ?? owned.data, managing);
  // The reads' toast says why (owner-queries.ts); the screen goes where the failure sends the person.
  const error = owned.error ?? dashboard.error;

  if (dashboard.data)
    return <OwnerDashboard business={dashboard.data} managing={managing} ReviewsTab={ReviewsTab} ChatsTab={ChatsTab} />;
  if (error) {
    const failure = dashboardFailure(error, managing);
    if (failure.to) return <Navigate to={failure.to} replace />;
    return <NoBusinessFound description={failure.description} />;
  }
  return <DashboardLoading />;
}
