import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { t, translate } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { useLiveInvalidation } from '../../lib/live';
import { adminLiveInvalidations } from './admin-queries';
import { AdminStatCards } from './admin-stat-cards';
import { adminTabOf, adminTabs } from './admin-tabs';
import { AuditLogTab } from './audit/audit-log-tab';
import { CertifiersTab } from './certifiers/certifiers-tab';
import { DisputesTab } from './disputes/disputes-tab';
import { HalalQueueTab } from './halal-queue/halal-queue-tab';
import { FeaturedTab } from './listings/featured-tab';
import { ApprovedTab, PendingTab, RejectedTab } from './listings/moderation-tabs';
import { LogosManager } from './logos/logos-manager';
import { MessagesTab } from './messages/messages-tab';
import { NewsletterTab } from './messages/newsletter-tab';
import { ReportsTab } from './reports/reports-tab';
import { UsersTab } from './users/users-tab';

// Issue 35: loaded when an admin opens it.
const ImportedTab = lazyComponent(async () => (await import('./imports/imported-tab')).ImportedTab);
const DuplicatesTab = lazyComponent(async () => (await import('./duplicates/duplicates-tab')).DuplicatesTab);
const ClaimsTab = lazyComponent(async () => (await import('./claims/claims-tab')).ClaimsTab);
const MissedSearchesTab = lazyComponent(async () => (await import('./searches/missed-searches-tab')).MissedSearchesTab);
const RamadanSeasonTab = lazyComponent(async () => (await import('./ramadan/ramadan-season-tab')).RamadanSeasonTab);

/**
 * SPEC §2 /admin for an admin: stat cards, the tabs (the SPEC's eight, then issue 16's Reports, issue 34's
 * disputed and stale places, the certifying bodies, the Audit log and issue 35's imported places, possible duplicates and claims)
 * and the logos manager, refreshed live.
 */
export function AdminDashboard() {
  const [params, setParams] = useSearchParams();
  const tab = adminTabOf(params.get('tab'));
  useLiveInvalidation(adminLiveInvalidations);

  // A new tab starts without the previous tab's search.
  const selectTab = (next: string) => setParams({ tab: adminTabOf(next) }, { replace: true });

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-8 sm:py-10">
      <PageTitle>{t('Admin Dashboard')}</PageTitle>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Admin Dashboard')}</h1>
          <p className="text-muted">{t('Review submissions, manage listings and keep the directory up to date.')}</p>
        </div>
        <LogosManager />
      </div>
      <AdminStatCards />
      <Tabs value={tab} onValueChange={selectTab}>
        <TabsList aria-label={t('Dashboard sections')} className="flex-wrap">
          {adminTabs.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="sm:basis-[22%] lg:basis-0">
              {translate(label)}
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
        <TabsContent value="contacts">
          <MessagesTab />
        </TabsContent>
        <TabsContent value="newsletter">
          <NewsletterTab />
        </TabsContent>
        <TabsContent value="users">
          <UsersTab />
        </TabsContent>
        <TabsContent value="disputes">
          <DisputesTab />
        </TabsContent>
        <TabsContent value="reports">
          <ReportsTab />
        </TabsContent>
        <TabsContent value="halal">
          <HalalQueueTab />
        </TabsContent>
        <TabsContent value="certifiers">
          <CertifiersTab />
        </TabsContent>
        <TabsContent value="audit">
          <AuditLogTab />
        </TabsContent>
        <TabsContent value="imported">
          <Suspense fallback={<LoadingBlocks label={t('Loading imported places…')} blocks={['h-64']} />}>
            <ImportedTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="duplicates">
          <Suspense fallback={<LoadingBlocks label={t('Loading possible duplicates…')} blocks={['h-64']} />}>
            <DuplicatesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="claims">
          <Suspense fallback={<LoadingBlocks label={t('Loading claims…')} blocks={['h-64']} />}>
            <ClaimsTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="searches">
          <Suspense fallback={<LoadingBlocks label={t('Loading searches…')} blocks={['h-48']} />}>
            <MissedSearchesTab />
          </Suspense>
        </TabsContent>
        <TabsContent value="ramadan">
          <Suspense fallback={<LoadingBlocks label={t('Loading the Ramadan season…')} blocks={['h-40']} />}>
            <RamadanSeasonTab />
          </Suspense>
        </TabsContent>
      </Tabs>
    </div>
  );
}
