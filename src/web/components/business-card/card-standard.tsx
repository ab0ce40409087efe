import { knownFromTags } from '../../../domain/halal-standard';
import { useHalalStandard } from '../../lib/halal-standard';
import { StandardVerdict } from '../halal/standard-verdict';

/**
 * Issue 34: a card's place against the person's own standard, from the facts known of it (`known`, the
 * tags the listing's filter reads too); nothing for someone without a standard, and in the server's render.
 */
export function CardStandard({ known, className }: { known: readonly string[]; className?: string }) {
  const { standard } = useHalalStandard();
  if (!standard) return null;
  return <StandardVerdict standard={standard} place={knownFromTags(known)} className={className} />;
}
