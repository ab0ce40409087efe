import { Flag } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '../../components/ui/dialog';
import { useSession } from '../../lib/session/session-context';
import { AuthenticationRequired } from './authentication-required';
import { DisputeForm } from './dispute-form';
import { type Review, SIGN_IN_TO_DISPUTE } from './review-queries';

interface DisputeButtonProps {
  businessId: string;
  review: Review;
  returnTo: string;
}

/** 'Dispute' on a review of the owner's business: asks an admin to take the review down (SPEC §5 Dispute). */
export function DisputeButton({ businessId, review, returnTo }: DisputeButtonProps) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={`Dispute review by ${review.reviewerName}`}>
          <Flag aria-hidden="true" className="size-4" />
          Dispute
        </Button>
      </DialogTrigger>
      <DialogContent>
        {user ? (
          <DisputeForm businessId={businessId} review={review} onDone={() => setOpen(false)} />
        ) : (
          <AuthenticationRequired message={SIGN_IN_TO_DISPUTE} returnTo={returnTo} />
        )}
      </DialogContent>
    </Dialog>
  );
}
