import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { AdminSearchBox } from '../admin-search-box';
import { ApprovedBusinessRow } from './approved-business-row';
import { BusinessFormDialog } from './business-form-dialog';
import { ModerationList } from './moderation-list';

/** SPEC §2 /admin Approved: the live listings, by name, with Add Restaurant. */
export function ApprovedTab() {
  const [adding, setAdding] = useState(false);
  return (
    <section aria-labelledby="approved-heading" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="approved-heading" className="text-xl font-semibold text-ink">
          Approved Listings
        </h2>
        <Button onClick={() => setAdding(true)}>
          <Plus aria-hidden="true" className="size-4" />
          Add Restaurant
        </Button>
      </div>
      <AdminSearchBox id="approved-search" label="Search approved listings" />
      <ModerationList
        status="approved"
        label="Approved listings"
        empty={{ icon: Store, title: 'No approved listings yet', text: 'Approve a submission or add a restaurant.' }}
      >
        {(business) => <ApprovedBusinessRow business={business} />}
      </ModerationList>
      <BusinessFormDialog open={adding} onOpenChange={setAdding} />
    </section>
  );
}
