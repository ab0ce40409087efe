import { Ban, PartyPopper, Plus, Store } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../components/ui/button';
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
      <AdminSearchBox id={`${status}-search`} label={`Search ${status} listings`} />
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
        heading="Pending Approval"
        label="Pending listings"
        empty={{ icon: PartyPopper, title: 'All caught up!', text: 'No listings are waiting for approval.' }}
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
        heading="Approved Listings"
        label="Approved listings"
        empty={{ icon: Store, title: 'No approved listings yet', text: 'Approve a submission or add a restaurant.' }}
        action={
          <Button onClick={() => setAdding(true)}>
            <Plus aria-hidden="true" className="size-4" />
            Add Restaurant
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
      heading="Rejected Listings"
      label="Rejected listings"
      empty={{ icon: Ban, title: 'No rejected listings', text: 'Listings you reject appear here.' }}
    >
      {(business) => <RejectedBusinessCard business={business} />}
    </ModerationTab>
  );
}
