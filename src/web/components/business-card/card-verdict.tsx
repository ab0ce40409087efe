import { type HalalStandard, knownFromTags } from '../../../domain/halal-standard';
import { StandardVerdict } from '../halal/standard-verdict';

/** The verdict of a card's place, from its known facts' tags. */
export function CardVerdict({
  standard,
  known,
  className,
}: {
  standard: HalalStandard;
  known: readonly string[];
  className?: string;
}) {
  return <StandardVerdict standard={standard} place={knownFromTags(known)} className={className} />;
}
