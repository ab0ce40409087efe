import { PartyPopper } from 'lucide-react';
import { AdminSearchBox } from '../admin-search-box';
import { ModerationList } from './moderation-list';
import { PendingBusinessCard } from './pending-business-card';

/** SPEC §2 /admin Pending: submissions waiting for a decision, newest first. */
export function PendingTab() {
  return (
    <section aria-labelledby="pending-heading" className="grid gap-4">
      <h2 id="pending-heading" className="text-xl font-semibold text-ink">
        Pending Approval
      </h2>
      <AdminSearchBox id="pending-search" label="Search pending listings" />
      <ModerationList
        status="pending"
        label="Pending listings"
        empty={{ icon: PartyPopper, title: 'All caught up!', text: 'No listings are waiting for approval.' }}
      >
        {(business) => <PendingBusinessCard business={business} />}
      </ModerationList>
    </section>
  );
}
