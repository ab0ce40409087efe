import { BadgeCheck, CircleHelp, CircleX } from 'lucide-react';
import {
  type HalalStandard,
  type KnownPlace,
  matchStandard,
  type StandardReason,
  type StandardVerdict as Verdict,
} from '../../../domain/halal-standard';
import { t } from '../../lib/i18n';
import { cn } from '../ui/class-names';

/** What failed, or what is not known yet, in the visitor's words ('serves alcohol'). */
function reasonWords({ fact, found }: StandardReason): string {
  if (found === null) {
    switch (fact) {
      case 'level':
        return t('halal level not checked');
      case 'chicken':
        return t('chicken slaughter not checked');
      case 'beef':
        return t('beef slaughter not checked');
      case 'lamb_goat':
        return t('lamb/goat slaughter not checked');
      case 'other_meat':
        return t('other meat slaughter not checked');
      case 'alcohol':
        return t('alcohol not checked');
      case 'pork':
        return t('pork not checked');
      default:
        return t('no certificate checked by the team');
    }
  }
  switch (fact) {
    case 'level':
      return found === 'on_request' ? t('halal only on request') : t('not fully halal');
    case 'chicken':
      return t('chicken is machine-slaughtered');
    case 'beef':
      return t('beef is machine-slaughtered');
    case 'lamb_goat':
      return t('lamb/goat is machine-slaughtered');
    case 'other_meat':
      return t('other meat is machine-slaughtered');
    case 'alcohol':
      return t('serves alcohol');
    case 'pork':
      return t('pork in the kitchen');
    default:
      return t('certified by another body');
  }
}

/** 'Matches your standard', "Doesn't match: serves alcohol" or 'Not known yet: chicken slaughter not checked'. */
export function verdictWords(verdict: Verdict): string {
  if (verdict.kind === 'match') return t('Matches your standard');
  const reason = reasonWords(verdict.reason);
  return verdict.kind === 'mismatch'
    ? t("Doesn't match: {reason}", { reason })
    : t('Not known yet: {reason}', { reason });
}

/** Issue 34: what a place is against the person's standard, from what is known of it. */
export function StandardVerdict({
  standard,
  place,
  className,
}: {
  standard: HalalStandard;
  place: KnownPlace;
  className?: string;
}) {
  const verdict = matchStandard(standard, place);
  const Icon = verdict.kind === 'match' ? BadgeCheck : verdict.kind === 'mismatch' ? CircleX : CircleHelp;
  return (
    <p
      className={cn(
        'inline-flex items-center gap-1.5 text-sm font-medium',
        verdict.kind === 'match' ? 'text-brand-strong' : verdict.kind === 'mismatch' ? 'text-danger' : 'text-amber-900',
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      {verdictWords(verdict)}
    </p>
  );
}
