import { lazy, Suspense } from 'react';
import { useKeptHalalStandard } from '../../lib/kept-halal-standard';

const CardVerdict = lazy(async () => ({ default: (await import('./card-verdict')).CardVerdict }));

/**
 * Issue 34: a card's place against the person's own standard, from the facts known of it (`known`, the
 * tags the listing's filter reads too); nothing for someone without a standard, and in the server's render.
 * The verdict's code loads only for someone who has a standard.
 */
export function CardStandard({ known, className }: { known: readonly string[]; className?: string }) {
  const standard = useKeptHalalStandard();
  if (!standard) return null;
  return (
    <Suspense>
      <CardVerdict standard={standard} known={known} className={className} />
    </Suspense>
  );
}
