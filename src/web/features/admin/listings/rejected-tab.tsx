import { Ban } from 'lucide-react';
import { AdminSearchBox } from '../admin-search-box';
import { ModerationList } from './moderation-list';
import { RejectedBusinessCard } from './rejected-business-card';

/** SPEC §2 /admin Rejected: refused submissions, newest first. */
export function RejectedTab() {
  return (
    <section aria-labelledby="rejected-heading" className="grid gap-4">
      <h2 id="rejected-heading" className="text-xl font-semibold text-ink">
        Rejected Listings
      </h2>
      <AdminSearchBox id="rejected-search" label="Search rejected listings" />
      <ModerationList
        status="rejected"
        label="Rejected listings"
        empty={{ icon: Ban, title: 'No rejected listings', text: 'Listings you reject appear here.' }}
      >
        {(business) => <RejectedBusinessCard business={business} />}
      </ModerationList>
    </section>
  );
}
