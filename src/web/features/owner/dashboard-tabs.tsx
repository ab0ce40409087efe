import { type ComponentType, Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { AuditHistory } from '../../components/audit/audit-history';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { Tabs, TabsContent } from '../../components/ui/tabs';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { CategoriesTab } from './categories/categories-tab';
import { DashboardTabList } from './dashboard-tab-list';
import { EventsTab } from './events/events-tab';
import { GalleryTab } from './gallery/gallery-tab';
import { BusinessInfoTab } from './info/business-info-tab';
import { LocationsTab } from './locations/locations-tab';
import { MenuTab } from './menu/menu-tab';
import { OffersTab } from './offers/offers-tab';
import { type OwnerDashboard, useSubscribers } from './owner-queries';
import { ownerTabOf, visibleOwnerTabs } from './owner-tabs';
import { SubscribersTab } from './subscribers/subscribers-tab';

const InsightsTab = lazyComponent(async () => (await import('./insights/insights-tab')).InsightsTab);
// Issue 37: the Ramadan tab's code loads when it is opened.
const RamadanTab = lazyComponent(async () => (await import('./ramadan/ramadan-tab')).RamadanTab);

interface DashboardTabsProps {
  business: OwnerDashboard;
  /** An admin acting on behalf of the business (?manage=): edits go live, and History shows. */
  managing: boolean;
  ReviewsTab: ComponentType<{ businessId: string }>;
  ChatsTab: ComponentType<{ businessId: string }>;
}

/** SPEC §2 /business tabs (and issue 16's History when managing); the open one is ?tab= in the URL, next to ?manage=. */
export function DashboardTabs({ business, managing, ReviewsTab, ChatsTab }: DashboardTabsProps) {
  const [params, setParams] = useSearchParams();
  const tab = ownerTabOf(params.get('tab'), managing);
  // The Subscribers count is the list's own: Refresh in the tab and every change to it update both at
  // once (the dashboard's count only stands in until the list has loaded).
  const subscribers = useSubscribers(business.id);
  const counts = {
    ...business.counts,
    activeSubscribers: subscribers.data?.active.length ?? business.counts.activeSubscribers,
  };

  const selectTab = (next: string) =>
    setParams(
      (current) => {
        current.set('tab', ownerTabOf(next, managing));
        return current;
      },
      { replace: true },
    );

  return (
    <Tabs value={tab} onValueChange={selectTab} className="min-w-0">
      <DashboardTabList tabs={visibleOwnerTabs(managing)} selected={tab} counts={counts} />
      <TabsContent value="events">
        <EventsTab businessId={business.id} />
      </TabsContent>
      <TabsContent value="menu">
        <MenuTab businessId={business.id} />
      </TabsContent>
      <TabsContent value="offers">
        <OffersTab businessId={business.id} locations={business.locations} />
      </TabsContent>
      <TabsContent value="gallery">
        <GalleryTab businessId={business.id} businessName={business.name} coverUrl={business.imageUrl} />
      </TabsContent>
      <TabsContent value="categories">
        <CategoriesTab business={business} />
      </TabsContent>
      <TabsContent value="locations">
        <LocationsTab businessId={business.id} locations={business.locations} />
      </TabsContent>
      <TabsContent value="chats">
        <ChatsTab businessId={business.id} />
      </TabsContent>
      <TabsContent value="subscribers">
        <SubscribersTab businessId={business.id} />
      </TabsContent>
      <TabsContent value="info">
        <BusinessInfoTab business={business} managing={managing} />
      </TabsContent>
      <TabsContent value="reviews">
        <ReviewsTab businessId={business.id} />
      </TabsContent>
      <TabsContent value="insights">
        {/* Its chart library loads with the tab, and only when the tab is opened. */}
        {tab === 'insights' && (
          <Suspense fallback={<LoadingBlocks label={t('Loading insights…')} blocks={['h-40', 'h-56']} />}>
            <InsightsTab businessId={business.id} />
          </Suspense>
        )}
      </TabsContent>
      <TabsContent value="ramadan">
        <Suspense>
          <RamadanTab businessId={business.id} />
        </Suspense>
      </TabsContent>
      {managing && (
        <TabsContent value="history">
          <AuditHistory business={business.id} title={t('History')} />
        </TabsContent>
      )}
    </Tabs>
  );
}
