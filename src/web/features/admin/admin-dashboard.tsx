import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { useLiveInvalidation } from '../../lib/live';
import { adminLiveInvalidations } from './admin-queries';
import { AdminStatCards } from './admin-stat-cards';
import { adminTabOf, adminTabs } from './admin-tabs';
import { ApprovedTab } from './approved-tab';
import { ComingSoonPanel } from './coming-soon-panel';
import { FeaturedTab } from './featured-tab';
import { PendingTab } from './pending-tab';
import { RejectedTab } from './rejected-tab';
import { useAdminLoadErrorNotice } from './use-admin-load-error-notice';

// Built by a later issue; each says so until then.
const comingSoonTabs = ['contacts', 'newsletter', 'users', 'disputes'] as const;

/** SPEC §2 /admin for an admin: stat cards and the eight tabs, refreshed live. */
export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const tab = adminTabOf(params.get('tab'));
  useLiveInvalidation(adminLiveInvalidations);
  useAdminLoadErrorNotice();

  // A new tab starts without the previous tab's search.
  const selectTab = (next: string) => setParams({ tab: adminTabOf(next) }, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle>Admin Dashboard</PageTitle>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">Admin Dashboard</h1>
        <p className="text-muted">Review submissions, manage listings and keep the directory up to date.</p>
      </div>
      <AdminStatCards />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label="Dashboard sections" className="flex-wrap">
          {adminTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="sm:basis-[22%] lg:basis-0">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="pending">
          <PendingTab />
        </TabsContent>
        <TabsContent value="approved">
          <ApprovedTab />
        </TabsContent>
        <TabsContent value="rejected">
          <RejectedTab />
        </TabsContent>
        <TabsContent value="featured">
          <FeaturedTab />
        </TabsContent>
        {comingSoonTabs.map((value) => (
          <TabsContent key={value} value={value}>
            <ComingSoonPanel />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
