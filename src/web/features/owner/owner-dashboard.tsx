import type { ComponentType } from 'react';
import { PageTitle } from '../../components/ui/page-title';
import { t } from '../../lib/i18n';
import { useLiveInvalidation } from '../../lib/live';
import { BusinessBanner } from './business-banner';
import { DashboardHeader } from './dashboard-header';
import { DashboardTabs } from './dashboard-tabs';
import { type OwnerDashboard as OwnerDashboardData, ownerKeys } from './owner-queries';

interface OwnerDashboardProps {
  business: OwnerDashboardData;
  /** An admin acting on behalf of the business (?manage=). */
  managing: boolean;
  ReviewsTab: ComponentType<{ businessId: string }>;
  ChatsTab: ComponentType<{ businessId: string }>;
}

/** SPEC §2 /business: header, banner and the tabs of one business; on a phone the tabs start in the first screen. */
export function OwnerDashboard({ business, managing, ReviewsTab, ChatsTab }: OwnerDashboardProps) {
  // The Customer Chats tab's unread count comes with the dashboard: a new message refreshes it.
  useLiveInvalidation({ conversations: [ownerKeys.dashboard(business.id)] });
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-3 px-4 pt-3 pb-6 md:gap-6 md:py-10">
      <PageTitle>{t('Business Dashboard')}</PageTitle>
      <DashboardHeader managing={managing} />
      <BusinessBanner business={business} managing={managing} />
      <DashboardTabs business={business} managing={managing} ReviewsTab={ReviewsTab} ChatsTab={ChatsTab} />
    </div>
  );
}
