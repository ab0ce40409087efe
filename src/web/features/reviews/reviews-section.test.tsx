import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '../../../domain/profile';
import { notifyError, notifySuccess } from '../../lib/notify';
import { type ApiRoutes, givenApi, requestsTo } from '../../testing/fetch-fixture';
import { renderWithProviders } from '../../testing/render-with-providers';
import { givenSessionUser } from '../../testing/session-fixture';
import type { MyReview, Review } from './review-queries';
import { ReviewsSection } from './reviews-section';
import { BUSINESS_ID, givenMyReview, givenReview, givenReviewPage } from './testing/review-fixtures';

vi.mock('../../lib/notify', () => ({ notifyError: vi.fn(), notifySuccess: vi.fn() }));

const ALREADY_REVIEWED = 'You have already reviewed this business. You can edit your existing review instead.';
const conflict = (code: string, message: string) => Response.json({ error: { code, message } }, { status: 409 });

interface Visit {
  /** Who is signed in: a role, or null for a visitor. */
  as?: Role | null;
  ownerMode?: boolean;
}

/** The section on the business page, or on the owner's dashboard in owner mode. */
function renderSection({ as = 'user', ownerMode = false }: Visit = {}) {
  const section = ownerMode ? (
    <ReviewsSection businessId={BUSINESS_ID} ownerMode />
  ) : (
    <ReviewsSection businessId={BUSINESS_ID} businessSlug="saffron-lantern-kitchen" />
  );
  return renderWithProviders(section, {
    user: as ? givenSessionUser(as) : null,
    url: ownerMode ? '/business' : '/r/saffron-lantern-kitchen',
    routes: [{ path: '/auth', element: <p>Sign in page</p> }],
  });
}

/** The reviews of the business, the viewer's own one, and whatever else the test answers. */
function givenReviews(
  items: Review[],
  {
    viewerIsOwner = false,
    viewerOwnsListing = viewerIsOwner,
    mine = null,
    routes = {},
  }: { viewerIsOwner?: boolean; viewerOwnsListing?: boolean; mine?: MyReview; routes?: ApiRoutes } = {},
) {
  return givenApi({
    'GET /api/businesses/:id/reviews': () =>
      Response.json(givenReviewPage(items, { viewerIsOwner, viewerOwnsListing })),
    'GET /api/businesses/:id/reviews/mine': () => Response.json({ review: mine }),
    ...routes,
  });
}

async function bodyOf(call: unknown[] | undefined) {
  const [input, init] = call as [RequestInfo | URL, RequestInit | undefined];
  if (input instanceof Request) return input.clone().json();
  return JSON.parse(String(init?.body));
}

/** Opens a dialog and waits for what it shows: the form (which loads when first opened), or the sign-in prompt. */
async function openedDialog(field: string) {
  const dialog = within(await screen.findByRole('dialog'));
  // The first opening also transforms the form's module: on a slow machine that takes over waitFor's 1 s.
  await waitFor(
    () =>
      expect(
        dialog.queryByLabelText(field) ?? dialog.queryByRole('heading', { name: 'Authentication Required' }),
      ).not.toBeNull(),
    { timeout: 5_000 },
  );
  return dialog;
}

async function openWriteDialog(name = 'Write a Review') {
  await userEvent.click(await screen.findByRole('button', { name }));
  return openedDialog('Comment');
}

beforeEach(() => {
  vi.mocked(notifyError).mockClear();
  vi.mocked(notifySuccess).mockClear();
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reviews section, public mode (SPEC §2 /r/{slug} Reviews)', () => {
  it("signs a review whose author deleted their account 'A former member', keeping its text (issue 33)", async () => {
    givenReviews([givenReview({ id: 'r1', reviewerName: null, rating: 4, comment: 'Lovely lamb biryani.' })]);
    renderSection({ as: null });
    expect(await screen.findByText('A former member')).toBeInTheDocument();
    expect(screen.getByText('Lovely lamb biryani.')).toBeInTheDocument();
  });

  it('lists the reviews with the average, the count, the stars and (edited) on a changed one', async () => {
    givenReviews([
      givenReview({ id: 'r1', reviewerName: 'Amina Siddiqui', rating: 5, updatedAt: '2025-03-04T12:00:00.000Z' }),
      givenReview({ id: 'r2', reviewerName: 'Omar Farouk', rating: 4, ownerReply: 'Thank you, Omar!' }),
    ]);
    renderSection({ as: null });
    expect(await screen.findByText('Amina Siddiqui')).toBeInTheDocument();
    expect(screen.getByText('4.5')).toBeInTheDocument();
    expect(screen.getByText('2 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 5 out of 5' })).toBeInTheDocument();
    expect(screen.getAllByText('(edited)')).toHaveLength(1);
    expect(screen.getByText('Reply from the owner')).toBeInTheDocument();
    expect(screen.getByText('Thank you, Omar!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dispute/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it("fetches the next ten with 'Show more'", async () => {
    const fetchMock = givenApi({
      'GET /api/businesses/:id/reviews': (url) =>
        url.searchParams.get('page') === '2'
          ? Response.json(givenReviewPage([givenReview({ id: 'r11', reviewerName: 'Eleventh Reviewer' })], { page: 2 }))
          : Response.json(
              givenReviewPage([givenReview({ id: 'r1', reviewerName: 'First Reviewer' })], {
                total: 11,
                hasMore: true,
              }),
            ),
    });
    renderSection({ as: null });
    await userEvent.click(await screen.findByRole('button', { name: 'Show more' }));
    expect(await screen.findByText('Eleventh Reviewer')).toBeInTheDocument();
    expect(screen.getByText('First Reviewer')).toBeInTheDocument();
    expect(screen.getByText('11 reviews')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /\/reviews$/)).toHaveLength(2);
  });

  it("asks a signed-out visitor to sign in, coming back to the business page ('Authentication Required')", async () => {
    const fetchMock = givenReviews([]);
    const { router } = renderSection({ as: null });
    const dialog = await openWriteDialog();
    expect(dialog.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(
      dialog.getByText('You must be logged in to leave a review. Please sign in to continue.'),
    ).toBeInTheDocument();
    const signIn = dialog.getByRole('link', { name: 'Sign In' });
    expect(signIn).toHaveAttribute('href', '/auth?tab=login&redirect=/r/saffron-lantern-kitchen');
    expect(dialog.queryByRole('button', { name: 'Submit Review' })).not.toBeInTheDocument();
    await userEvent.click(signIn);
    expect(router.state.location.search).toBe('?tab=login&redirect=/r/saffron-lantern-kitchen');
    expect(requestsTo(fetchMock, 'GET', /\/mine$/)).toHaveLength(0);
  });

  it('requires a rating and sends nothing without one', async () => {
    const fetchMock = givenReviews([]);
    renderSection();
    const dialog = await openWriteDialog();
    await userEvent.type(dialog.getByLabelText('Comment'), 'Lovely place');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await dialog.findByText('Please select a rating before submitting your review.')).toBeInTheDocument();
    expect(dialog.getByRole('radiogroup', { name: 'Rating' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog.getByRole('radio', { name: '1 star' })).toHaveFocus();
    expect(requestsTo(fetchMock, 'POST', /reviews$/)).toHaveLength(0);
  });

  it('counts the comment live and stops it at 500 characters', async () => {
    givenReviews([]);
    renderSection();
    const dialog = await openWriteDialog();
    const comment = dialog.getByLabelText('Comment');
    expect(dialog.getByText('0/500')).toBeInTheDocument();
    await userEvent.type(comment, 'Great food');
    expect(dialog.getByText('10/500')).toBeInTheDocument();
    await userEvent.clear(comment);
    await userEvent.click(comment);
    await userEvent.paste('x'.repeat(600));
    expect(comment).toHaveValue('x'.repeat(500));
    expect(dialog.getByText('500/500')).toBeInTheDocument();
  });

  it("sends the rating and the trimmed comment, says 'Review Submitted' and refreshes the figures everywhere", async () => {
    const fetchMock = givenReviews([], {
      routes: { 'POST /api/businesses/:id/reviews': () => Response.json({ id: 'new' }, { status: 201 }) },
    });
    const { queryClient } = renderSection();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const dialog = await openWriteDialog();
    // The stars are one radio group: arrow keys move the choice.
    await userEvent.click(dialog.getByRole('radio', { name: '3 stars' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(dialog.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await userEvent.type(dialog.getByLabelText('Comment'), '  Crispy samosas.  ');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Review Submitted', expect.any(String)));
    const [post] = requestsTo(fetchMock, 'POST', /reviews$/);
    expect(await bodyOf(post)).toEqual({ rating: 4, comment: 'Crispy samosas.' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const keys = invalidate.mock.calls.map(([filters]) => filters?.queryKey);
    expect(keys).toEqual(
      expect.arrayContaining([['reviews', BUSINESS_ID], ['business'], ['businesses'], ['featured']]),
    );
  });

  it("says 'Failed to submit your review. Please try again.' when the server fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenReviews([], {
      routes: { 'POST /api/businesses/:id/reviews': () => Response.json({ error: {} }, { status: 500 }) },
    });
    renderSection();
    const dialog = await openWriteDialog();
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed to submit your review. Please try again.', undefined),
    );
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('offers to edit the existing review after a second one is refused (409)', async () => {
    const existing = givenMyReview({ rating: 2, comment: 'Too salty.' });
    let mine: unknown = null;
    const fetchMock = givenApi({
      'GET /api/businesses/:id/reviews': () => Response.json(givenReviewPage([])),
      'GET /api/businesses/:id/reviews/mine': () => Response.json({ review: mine }),
      'POST /api/businesses/:id/reviews': () => {
        mine = existing;
        return conflict('ALREADY_REVIEWED', ALREADY_REVIEWED);
      },
      'PATCH /api/reviews/:id': () => Response.json({ ...existing, rating: 3 }),
    });
    renderSection();
    const dialog = await openWriteDialog();
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await dialog.findByText(ALREADY_REVIEWED)).toBeInTheDocument();

    await userEvent.click(dialog.getByRole('button', { name: 'Edit Your Review' }));
    expect(await dialog.findByRole('heading', { name: 'Edit Your Review' })).toBeInTheDocument();
    expect(dialog.getByRole('radio', { name: '2 stars' })).toBeChecked();
    expect(dialog.getByLabelText('Comment')).toHaveValue('Too salty.');
    await userEvent.click(dialog.getByRole('radio', { name: '3 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Update Review' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Review Updated', expect.any(String)));
    const [patch] = requestsTo(fetchMock, 'PATCH', new RegExp(`/api/reviews/${existing.id}$`));
    expect(await bodyOf(patch)).toEqual({ rating: 3, comment: 'Too salty.' });
  });

  it('says the review to edit could not be loaded when asking for it fails, though not when the button first asked', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenApi({
      'GET /api/businesses/:id/reviews': () => Response.json(givenReviewPage([])),
      'GET /api/businesses/:id/reviews/mine': () =>
        Response.json({ error: { code: 'INTERNAL', message: 'Something broke.' } }, { status: 500 }),
      'POST /api/businesses/:id/reviews': () => conflict('ALREADY_REVIEWED', ALREADY_REVIEWED),
    });
    renderSection();
    const dialog = await openWriteDialog();
    await userEvent.click(dialog.getByRole('radio', { name: '5 stars' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Review' }));
    expect(await dialog.findByText(ALREADY_REVIEWED)).toBeInTheDocument();
    expect(notifyError).not.toHaveBeenCalled();

    await userEvent.click(dialog.getByRole('button', { name: 'Edit Your Review' }));

    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Could not load your review. Please refresh the page.'),
    );
    expect(notifyError).toHaveBeenCalledOnce();
  });

  it("turns into 'Edit Your Review' for someone who already reviewed the business", async () => {
    givenReviews([], { mine: givenMyReview({ rating: 5, comment: 'Best kebabs.' }) });
    renderSection();
    const dialog = await openWriteDialog('Edit Your Review');
    expect(dialog.getByRole('radio', { name: '5 stars' })).toBeChecked();
    expect(dialog.getByLabelText('Comment')).toHaveValue('Best kebabs.');
    expect(dialog.getByText('12/500')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Update Review' })).toBeInTheDocument();
  });

  it('gives the owner of the business reply and dispute controls instead of a write button', async () => {
    givenReviews([givenReview({ reviewerName: 'Omar Farouk' })], { viewerIsOwner: true });
    renderSection({ as: 'business_owner' });
    expect(await screen.findByRole('button', { name: 'Dispute review by Omar Farouk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reply' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
  });

  it('gives someone linked to the listing but not running it (a demoted owner) neither controls nor a write button', async () => {
    givenReviews([givenReview({ reviewerName: 'Omar Farouk' })], { viewerOwnsListing: true });
    renderSection({ as: 'user' });
    await screen.findByText('Omar Farouk');
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
  });
});

describe('reviews section, owner mode (SPEC §2 owner dashboard Reviews tab)', () => {
  it('shows Dispute and Reply on each review and no write button', async () => {
    const fetchMock = givenReviews(
      [givenReview({ id: 'r1', reviewerName: 'Omar Farouk' }), givenReview({ id: 'r2', reviewerName: 'Sara Ali' })],
      { viewerIsOwner: true },
    );
    renderSection({ as: 'business_owner', ownerMode: true });
    expect(await screen.findByRole('button', { name: 'Dispute review by Omar Farouk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dispute review by Sara Ali' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Reply' })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Write a Review' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Your Review' })).not.toBeInTheDocument();
    expect(requestsTo(fetchMock, 'GET', /\/mine$/)).toHaveLength(0);
  });

  it("shows where a dispute stands, and no second 'Dispute' on that review", async () => {
    givenReviews(
      [
        givenReview({ id: 'r1', reviewerName: 'Omar Farouk', disputeStatus: 'pending' }),
        givenReview({ id: 'r2', reviewerName: 'Sara Ali', disputeStatus: 'rejected' }),
      ],
      { viewerIsOwner: true },
    );
    renderSection({ as: 'business_owner', ownerMode: true });
    expect(await screen.findByText('Dispute pending')).toBeInTheDocument();
    expect(screen.getByText('Dispute rejected')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Dispute review by/ })).not.toBeInTheDocument();
  });

  it("sends the trimmed reason with a 1000-character counter and says 'Dispute Submitted'", async () => {
    const review = givenReview({ reviewerName: 'Omar Farouk' });
    const fetchMock = givenReviews([review], {
      viewerIsOwner: true,
      routes: {
        'POST /api/reviews/:id/disputes': () => Response.json({ id: 'd1', status: 'pending' }, { status: 201 }),
      },
    });
    renderSection({ as: 'business_owner', ownerMode: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute review by Omar Farouk' }));
    const dialog = await openedDialog('Reason');
    expect(dialog.getByRole('heading', { name: 'Dispute Review' })).toBeInTheDocument();
    expect(dialog.getByText('0/1000')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Dispute' }));
    expect(await dialog.findByText('Please give a reason.')).toBeInTheDocument();
    await userEvent.type(dialog.getByLabelText('Reason'), '  Never visited us.  ');
    expect(dialog.getByText('21/1000')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Dispute' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Dispute Submitted', expect.any(String)));
    const [post] = requestsTo(fetchMock, 'POST', new RegExp(`/api/reviews/${review.id}/disputes$`));
    expect(await bodyOf(post)).toEqual({ reason: 'Never visited us.' });
  });

  it("says 'You have already disputed this review.' when the review was disputed already (409)", async () => {
    givenReviews([givenReview({ reviewerName: 'Omar Farouk' })], {
      viewerIsOwner: true,
      routes: {
        'POST /api/reviews/:id/disputes': () => conflict('ALREADY_DISPUTED', 'You have already disputed this review.'),
      },
    });
    renderSection({ as: 'business_owner', ownerMode: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute review by Omar Farouk' }));
    const dialog = await openedDialog('Reason');
    await userEvent.type(dialog.getByLabelText('Reason'), 'Fake review');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Dispute' }));
    expect(await dialog.findByText('You have already disputed this review.')).toBeInTheDocument();
    expect(notifySuccess).not.toHaveBeenCalled();
  });

  it("says 'Failed to submit dispute. Please try again.' when the server fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    givenReviews([givenReview({ reviewerName: 'Omar Farouk' })], {
      viewerIsOwner: true,
      routes: { 'POST /api/reviews/:id/disputes': () => Response.json({ error: {} }, { status: 500 }) },
    });
    renderSection({ as: 'business_owner', ownerMode: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute review by Omar Farouk' }));
    const dialog = await openedDialog('Reason');
    await userEvent.type(dialog.getByLabelText('Reason'), 'Fake review');
    await userEvent.click(dialog.getByRole('button', { name: 'Submit Dispute' }));
    await waitFor(() => expect(notifyError).toHaveBeenCalledWith('Failed to submit dispute. Please try again.'));
  });

  it("asks a signed-out visitor to sign in before disputing ('Authentication Required')", async () => {
    givenReviews([givenReview({ reviewerName: 'Omar Farouk' })]);
    renderSection({ as: null, ownerMode: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Dispute review by Omar Farouk' }));
    const dialog = await openedDialog('Reason');
    expect(dialog.getByRole('heading', { name: 'Authentication Required' })).toBeInTheDocument();
    expect(dialog.getByText('You must be logged in to dispute a review.')).toBeInTheDocument();
    expect(dialog.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/auth?tab=login&redirect=/business');
  });

  it('posts a reply under a review, then offers to edit or delete it', async () => {
    const review = givenReview({ reviewerName: 'Omar Farouk' });
    let reply: string | null = null;
    const fetchMock = givenApi({
      'GET /api/businesses/:id/reviews': () =>
        Response.json(
          givenReviewPage(
            [{ ...review, ownerReply: reply, ownerRepliedAt: reply ? '2025-03-05T12:00:00.000Z' : null }],
            {
              viewerIsOwner: true,
            },
          ),
        ),
      'PUT /api/reviews/:id/reply': (_url, init) => {
        reply = JSON.parse(String(init?.body)).reply;
        return Response.json({ ...review, ownerReply: reply });
      },
    });
    renderSection({ as: 'business_owner', ownerMode: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    const field = await screen.findByLabelText('Reply');
    expect(field).toHaveFocus();
    await userEvent.type(field, '  Thank you, Omar — see you soon!  ');
    await userEvent.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Reply Posted', expect.any(String)));
    expect(await screen.findByText('Thank you, Omar — see you soon!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Reply' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Reply' })).toBeInTheDocument();
    expect(requestsTo(fetchMock, 'PUT', /\/reply$/)).toHaveLength(1);
  });

  it('deletes a reply after a confirmation', async () => {
    const fetchMock = givenReviews(
      [givenReview({ ownerReply: 'Thanks!', ownerRepliedAt: '2025-03-05T12:00:00.000Z' })],
      {
        viewerIsOwner: true,
        routes: { 'DELETE /api/reviews/:id/reply': () => Response.json({ deleted: true }) },
      },
    );
    renderSection({ as: 'business_owner', ownerMode: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Reply' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete your reply to Omar Farouk?' });
    expect(requestsTo(fetchMock, 'DELETE', /\/reply$/)).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Reply' }));
    await waitFor(() => expect(notifySuccess).toHaveBeenCalledWith('Reply Deleted'));
    expect(requestsTo(fetchMock, 'DELETE', /\/reply$/)).toHaveLength(1);
  });
});
