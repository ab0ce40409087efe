import { BadgeCheck, Clock } from 'lucide-react';
import { Link } from 'react-router';
import { Alert } from '../../components/ui/alert';
import { Button, buttonClasses } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { ClaimMethods } from './claim-methods';
import type { ClaimablePlace } from './claim-prompt';
import { type ClaimState, useCancelClaim } from './claim-queries';
import { CodeEntryForm } from './code-entry-form';

/** The step the person is at: owner now, waiting for the team, a code to enter, or the ways to claim. */
export function ClaimSteps({ business, state }: { business: ClaimablePlace; state: ClaimState }) {
  const { claim } = state;
  if (state.ownedByYou) return <ClaimApproved business={business} />;
  if (!state.claimable)
    return (
      <Alert tone="info" className="mt-4">
        {t('This business already has an owner. If it is yours, please contact us.')}
      </Alert>
    );
  if (claim?.status === 'pending' && claim.method === 'document') return <WaitingForTeam business={business} />;
  if (claim?.status === 'pending' && claim.method === 'email_code')
    return <CodeEntryForm business={business} claim={claim} />;
  return (
    <div className="mt-4 grid gap-4">
      {claim?.status === 'rejected' && (
        <Alert>{t('The team could not approve your last claim: {reason}', { reason: claim.reason ?? '' })}</Alert>
      )}
      {claim?.status === 'expired' && (
        <Alert>{t('Your code expired or was tried too many times. Ask for a new code.')}</Alert>
      )}
      <ClaimMethods business={business} state={state} />
    </div>
  );
}

function ClaimApproved({ business }: { business: ClaimablePlace }) {
  return (
    <div className="mt-4 grid gap-4" role="status">
      <p className="flex items-start gap-2 font-semibold text-brand-strong">
        <BadgeCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {t('You now own {place}.', { place: business.name })}
      </p>
      <Link to="/business" className={buttonClasses('primary', 'md')}>
        {t('Open your business dashboard')}
      </Link>
    </div>
  );
}

function WaitingForTeam({ business }: { business: ClaimablePlace }) {
  const cancel = useCancelClaim(business.id);
  return (
    <div className="mt-4 grid gap-4">
      <p className="flex items-start gap-2 font-semibold text-ink" role="status">
        <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand" />
        {t('Your claim is waiting for the team')}
      </p>
      <p className="text-sm text-muted">{t('We will email you once the team has looked at your document.')}</p>
      <Button
        variant="outline"
        className="justify-self-start"
        disabled={cancel.isPending}
        aria-busy={cancel.isPending || undefined}
        onClick={() => cancel.mutate(undefined)}
      >
        {t('Cancel my claim')}
      </Button>
    </div>
  );
}
