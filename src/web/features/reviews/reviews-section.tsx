import { useLocation } from 'react-router';
import { useSession } from '../../lib/session/session-context';
import { ReviewList } from './review-list';
import { ReviewOwnerControls } from './review-owner-controls';
import { useReviews } from './review-queries';
import { WriteReviewButton } from './write-review-button';

interface ReviewsSectionProps {
  businessId: string;
  /** The owner dashboard's Reviews tab: reply and dispute controls, no 'Write a Review'. */
  ownerMode?: boolean;
  /** Where signing in comes back to (/r/{slug}); without it, the current page. */
  businessSlug?: string;
  businessName?: string;
}

/**
 * SPEC §2 Reviews section: the summary, the reviews with 'Show more', and either the write / edit
 * review dialog (visitors and members) or, for the business's owner, a reply and a dispute per review.
 */
export function ReviewsSection({ businessId, ownerMode = false, businessSlug, businessName }: ReviewsSectionProps) {
  const { user, isAdmin, loading: sessionLoading } = useSession();
  const location = useLocation();
  const reviews = useReviews(businessId);
  const viewerIsOwner = reviews.data?.pages[0]?.viewerIsOwner ?? false;
  const viewerOwnsListing = reviews.data?.pages[0]?.viewerOwnsListing ?? false;
  const returnTo = businessSlug ? `/r/${businessSlug}` : `${location.pathname}${location.search}`;
  // SPEC §5: an owner does not review their own business. The server lets only the owner reply and
  // dispute, so an admin managing someone else's business in owner mode reads the reviews only.
  const managing = viewerIsOwner || (ownerMode && !isAdmin);
  // Until the session and the list say who is looking, no write button flashes up for the owner.
  const showWriteButton = !ownerMode && !viewerIsOwner && !viewerOwnsListing && !reviews.isPending && !sessionLoading;

  return (
    <ReviewList
      businessId={businessId}
      viewerId={user?.id}
      action={
        showWriteButton && <WriteReviewButton businessId={businessId} businessName={businessName} returnTo={returnTo} />
      }
      renderOwnerControls={
        managing
          ? (review) => <ReviewOwnerControls businessId={businessId} review={review} returnTo={returnTo} />
          : undefined
      }
    />
  );
}
