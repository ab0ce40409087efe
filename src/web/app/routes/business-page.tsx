import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect } from 'react';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { Spinner } from '../../components/ui/spinner';
import { BusinessAbout } from '../../features/business/business-about';
import { ACTION_CLASSES, BusinessActionBar } from '../../features/business/business-action-bar';
import { BusinessActionLinks } from '../../features/business/business-action-links';
import { BusinessHeader } from '../../features/business/business-header';
import { BusinessLinks } from '../../features/business/business-links';
import { BusinessMenu } from '../../features/business/business-menu';
import { BusinessNotFound } from '../../features/business/business-not-found';
import { BusinessOffers } from '../../features/business/business-offers';
import { BusinessPending } from '../../features/business/business-pending';
import { carouselSlides } from '../../features/business/carousel-slides';
import { HalalDetails, staleFactQuestions } from '../../features/business/halal-details';
import { ImageCarousel } from '../../features/business/image-carousel';
import { LocationContact } from '../../features/business/location-contact';
import { RamadanSection } from '../../features/business/ramadan-section';
import { RestaurantInfoCard } from '../../features/business/restaurant-info-card';
import { UpcomingEvents } from '../../features/business/upcoming-events';
import { useSharedPosition } from '../../features/business/use-shared-position';
import { ChatButton } from '../../features/chat/chat-button';
import { ClosedBanner } from '../../features/reports/closed-banner';
import { ApiError } from '../../lib/api';
import { type BusinessPageData, businessPageQuery, useBusinessPage } from '../../lib/business-queries';
import { HydratedApart } from '../../lib/hydrated-apart';
import { t } from '../../lib/i18n';
import { watchPlacePage } from '../../lib/insights';
import { loadedBeside } from '../../lib/lazy-component';
import { useSession } from '../../lib/session/session-context';

// Chunks that load with this page, beside the business's data, rather than before the page can render:
// what they show sits below the photos or in the side column.
const ReviewsSection = loadedBeside(
  async () => (await import('../../features/reviews/reviews-section')).ReviewsSection,
);
const StayUpdatedCard = loadedBeside(
  async () => (await import('../../features/community/stay-updated-card')).StayUpdatedCard,
);
const StampButton = loadedBeside(async () => (await import('../../features/passport/stamp-button')).StampButton);
const StampAction = loadedBeside(async () => (await import('../../features/passport/stamp-action')).StampAction);
const StampCheck = loadedBeside(async () => (await import('../../features/passport/stamp-check')).StampCheck);
const TrustSection = loadedBeside(async () => (await import('../../features/reports/trust-section')).TrustSection);
const ClaimPrompt = loadedBeside(async () => (await import('../../features/claims/claim-prompt')).ClaimPrompt);

// SPEC §2 /r/{slug} business detail.
export function BusinessPage() {
  const { slug = '' } = useParams();
  const business = useBusinessPage(slug);
  useCurrentAddress(slug, business.data);

  if (business.isPending) {
    return (
      <div role="status" className="flex min-h-dvh items-start justify-center gap-3 px-4 py-24 text-muted">
        <Spinner className="size-6 text-brand" />
        {t('Loading restaurant details...')}
      </div>
    );
  }
  if (business.isError) {
    if (business.error instanceof ApiError && business.error.status === 404) return <BusinessNotFound />;
    return (
      <p className="mx-auto max-w-md px-4 py-20 text-center text-muted">
        {t('This restaurant could not be loaded. Please refresh the page.')}
      </p>
    );
  }
  if (business.data.status !== 'approved') return <BusinessPending name={business.data.name} />;
  return <BusinessDetail business={business.data} />;
}

/**
 * A page opened by an old slug (a place merged into another, issue 35) or by its id shows the place, and the
 * address bar takes the place's own slug, without a second request.
 */
function useCurrentAddress(slug: string, business: BusinessPageData | undefined) {
  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const queryClient = useQueryClient();
  const current = business?.slug;
  useEffect(() => {
    if (!business || !current || current === slug) return;
    queryClient.setQueryData(businessPageQuery(current).queryKey, business);
    void navigate({ pathname: `/r/${current}`, search, hash }, { replace: true });
  }, [business, current, slug, search, hash, navigate, queryClient]);
}

/**
 * Issue 37: the visit counts for the owner's Insights, and so do the page's calls, directions, website
 * and action links (lib/insights.ts): one small report once the page has been quiet a moment.
 */
function useCountedVisit({ id, websiteUrl }: Pick<BusinessPageData, 'id' | 'websiteUrl'>) {
  useEffect(() => watchPlacePage({ id, websiteUrl }), [id, websiteUrl]);
}

function BusinessDetail({ business }: { business: BusinessPageData }) {
  // A permanently closed place keeps its page, but nobody is there to answer a call or a chat, or to send an update.
  const closed = business.closedAt !== null;
  useCountedVisit(business);
  return (
    <div className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageTitle>{business.name}</PageTitle>
      {closed && <ClosedBanner />}
      <BusinessHeader business={business} />
      <StickyActionBar business={business} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 grid-cols-1 gap-6">
          <HydratedApart>
            <ImageCarousel slides={carouselSlides(business)} title={t('{name} photos', { name: business.name })} />
          </HydratedApart>
          <HydratedApart>
            <BusinessActionLinks business={business} />
            <BusinessLinks business={business} chat={!closed} />
            <BusinessOffers offers={business.offers} />
            <BusinessAbout description={business.description} />
          </HydratedApart>
          <HydratedApart>
            <HalalDetails halal={business.halal} locations={business.locations} business={business} />
          </HydratedApart>
          <HydratedApart>
            <BusinessMenu menu={business.menu} />
          </HydratedApart>
          <Suspense>
            <TrustSection business={business} />
          </Suspense>
          {business.ramadan && (
            <HydratedApart>
              <RamadanSection ramadan={business.ramadan} />
            </HydratedApart>
          )}
          <HydratedApart>
            <UpcomingEvents slug={business.slug} events={business.upcomingEvents} total={business.upcomingEventCount} />
          </HydratedApart>
          <HydratedApart>
            <LocationContact business={business} />
          </HydratedApart>
          {/* The rating under the name leads here, below the sticky header and action bar. */}
          <div id="reviews" className="scroll-mt-36 md:scroll-mt-20">
            <Suspense>
              <ReviewsSection businessId={business.id} businessSlug={business.slug} businessName={business.name} />
            </Suspense>
          </div>
        </div>
        <aside aria-label={t('Updates and info')} className="grid gap-6 lg:sticky lg:top-20">
          {/* One boundary: the cards appear together, so none moves once shown. */}
          <Suspense>
            {!closed && <StayUpdatedCard businessId={business.id} businessName={business.name} />}
            <StampButton business={business} />
            <RestaurantInfoCard photoCount={business.images.length} upcomingEventCount={business.upcomingEventCount} />
            {/* Issue 35: an open place nobody runs yet can be claimed. */}
            <ClaimPrompt business={business} claimable={!closed && business.ownerId === null} />
          </Suspense>
        </aside>
      </div>
    </div>
  );
}

/**
 * The action bar with what it reads once the page is live: where the visitor is, who is signed in, and the
 * address's ?chat=open. Kept to itself, so those answers re-render the bar alone, never the rest of the page
 * (on a slow phone, the page drawn again as the session check answers was a tenth of a second; and the parts
 * still hydrating, such as the map's, would lose their server markup).
 */
function StickyActionBar({ business }: { business: BusinessPageData }) {
  const position = useSharedPosition();
  const { user } = useSession();
  // A card's chat icon links here with ?chat=open: the dialog opens as the page loads.
  const [params] = useSearchParams();
  const closed = business.closedAt !== null;
  return (
    <BusinessActionBar
      business={business}
      position={position}
      chat={
        !closed && (
          <ChatButton
            business={business}
            openOnLoad={params.get('chat') === 'open'}
            viewerRunsListing={user !== null && user.role !== 'user' && business.ownerId === user.id}
            className={ACTION_CLASSES}
          />
        )
      }
      stamp={
        // The passport is a signed-in person's.
        user && (
          <Suspense>
            <StampAction business={business} className={ACTION_CLASSES} />
            <StampCheck business={business} questions={staleFactQuestions(business.halal, business.locations)} />
          </Suspense>
        )
      }
    />
  );
}
