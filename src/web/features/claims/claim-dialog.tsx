import { Dialog, DialogContent, DialogDescription, DialogTitle } from '../../components/ui/dialog';
import { SignInPrompt } from '../../components/ui/sign-in-prompt';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { t } from '../../lib/i18n';
import { useSession } from '../../lib/session/session-context';
import { signInToReturnPath } from '../../lib/session/sign-in-return';
import type { ClaimablePlace } from './claim-prompt';
import { useClaimState } from './claim-queries';
import { ClaimSteps } from './claim-steps';

interface ClaimDialogProps {
  business: ClaimablePlace;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Issue 35: claiming a place, a step at a time; a signed-out visitor is asked to sign in and come back. */
export function ClaimDialog({ business, open, onOpenChange }: ClaimDialogProps) {
  const { user } = useSession();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        {user ? (
          <>
            <DialogTitle className="pe-10">{t('Claim {place}', { place: business.name })}</DialogTitle>
            <DialogDescription className="mt-2">
              {t('Prove the place is yours with a code sent to its email, or a document the team reviews.')}
            </DialogDescription>
            <ClaimState business={business} />
          </>
        ) : (
          <SignInPrompt
            title={t('Sign In Required')}
            text={t('Please sign in to claim this business.')}
            signInHref={signInToReturnPath(`/r/${business.slug}`)}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ClaimState({ business }: { business: ClaimablePlace }) {
  const state = useClaimState(business.id);
  if (state.isPending)
    return <LoadingBlocks label={t('Loading your claim…')} blocks={['h-24']} className="mt-4 grid" />;
  if (state.isError)
    return (
      <div className="mt-4 grid gap-3">
        <p className="text-sm text-muted">{t('Your claim could not be loaded.')}</p>
        <TryAgainButton query={state} />
      </div>
    );
  return <ClaimSteps business={business} state={state.data} />;
}
