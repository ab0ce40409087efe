import { Ban, PartyPopper, Plus, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { t } from '../../../lib/i18n';
import { AdminSearchBox } from '../admin-search-box';
import { OwnerEditsQueue } from '../owner-edits/owner-edits-queue';
import { ApprovedBusinessRow } from './approved-business-row';
import { BusinessFormDialog } from './business-form-dialog';
import { ModerationList, type ModerationListProps } from './moderation-list';
import { PendingBusinessCard } from './pending-business-card';
import { RejectedBusinessCard } from './rejected-business-card';

interface ModerationTabProps extends ModerationListProps {
  heading: string;
  /** What the tab offers beside its heading (Add Restaurant). */
  action?: ReactNode;
}

/** The accessible name of a tab's search box. */
function searchLabel(status: ModerationTabProps['status']): string {
  if (status === 'pending') return t('Search pending listings');
  if (status === 'approved') return t('Search approved listings');
  return t('Search rejected listings');
}

/** One moderation tab: its heading, the search of its listings (?q=) and the listings themselves. */
function ModerationTab({ status, heading, action, ...list }: ModerationTabProps) {
  const headingId = `${status}-heading`;
  return (
    <section aria-labelledby={headingId} className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold text-ink">
          {heading}
        </h2>
        {action}
      </div>
      <AdminSearchBox id={`${status}-search`} label={searchLabel(status)} />
      <ModerationList status={status} {...list} />
    </section>
  );
}

/** SPEC §2 /admin Pending: submissions waiting for a decision, newest first; above them, owners' changes (issue 16). */
export function PendingTab() {
  return (
    <div className="grid gap-8">
      <OwnerEditsQueue />
      <ModerationTab
        status="pending"
        heading={t('Pending Approval')}
        label={t('Pending listings')}
        empty={{ icon: PartyPopper, title: t('All caught up!'), text: t('No listings are waiting for approval.') }}
      >
        {(business) => <PendingBusinessCard business={business} />}
      </ModerationTab>
    </div>
  );
}

/** SPEC §2 /admin Approved: the live listings, by name, with Add Restaurant. */
export function ApprovedTab() {
  const [adding, setAdding] = useState(false);
  return (
    <>
      <ModerationTab
        status="approved"
        heading={t('Approved Listings')}
        label={t('Approved listings')}
        empty={{
          icon: Store,
          title: t('No approved listings yet'),
          text: t('Approve a submission or add a restaurant.'),
        }}
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            {t('Add Restaurant')}
          </Button>
        }
      >
        {(business) => <ApprovedBusinessRow business={business} />}
      </ModerationTab>
      <BusinessFormDialog open={adding} onOpenChange={setAdding} />
    </>
  );
}

/** SPEC §2 /admin Rejected: refused submissions, newest first. */
export function RejectedTab() {
  return (
    <ModerationTab
      status="rejected"
      heading={t('Rejected Listings')}
      label={t('Rejected listings')}
      empty={{ icon: Ban, title: t('No rejected listings'), text: t('Listings you reject appear here.') }}
    >
      {(business) => <RejectedBusinessCard business={business} />}
    </ModerationTab>
  );
}
