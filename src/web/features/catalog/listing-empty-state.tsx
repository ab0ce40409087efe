import { SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';

interface ListingEmptyStateProps {
  label: string;
  onClearFilters: () => void;
}

/** SPEC §2 /c/{slug} empty state: 'No {category} found', a hint and Clear filters. */
export function ListingEmptyState({ label, onClearFilters }: ListingEmptyStateProps) {
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-line bg-white px-6 py-12 text-center">
      <SearchX aria-hidden="true" className="size-10 text-muted" />
      <h2 className="text-xl font-semibold text-ink">No {label} found</h2>
      <p className="max-w-md text-muted">
        Try adjusting your search or filters, or check back soon — more businesses are coming!
      </p>
      <Button variant="outline" onClick={onClearFilters}>
        Clear filters
      </Button>
    </div>
  );
}
