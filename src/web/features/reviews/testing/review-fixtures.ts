import { givenBusiness } from '../../../testing/business-fixture';
import type { MyReview, Review, ReviewPage } from '../review-queries';

export const BUSINESS_ID = givenBusiness().id;

/** A review as the list shows it, for component tests; override what the test is about. */
export function givenReview(overrides: Partial<Review> = {}): Review {
  return {
    id: '5c1d9a3e-8f2b-4e6a-b7c4-1d2e3f4a5b6c',
    rating: 4,
    comment: 'Tender haleem and a generous biryani.',
    createdAt: '2025-03-02T12:00:00.000Z',
    updatedAt: null,
    userId: 'a1b2c3d4-0000-4000-8000-000000000001',
    reviewerName: 'Omar Farouk',
    ownerReply: null,
    ownerRepliedAt: null,
    disputeStatus: null,
    ...overrides,
  };
}

/** One page of GET /api/businesses/:id/reviews holding `items`, with their average. */
export function givenReviewPage(items: Review[], overrides: Partial<ReviewPage> = {}): ReviewPage {
  const average = items.length ? items.reduce((sum, r) => sum + r.rating, 0) / items.length : 0;
  return {
    items,
    total: items.length,
    average,
    page: 1,
    hasMore: false,
    viewerIsOwner: false,
    viewerOwnsListing: false,
    ...overrides,
  };
}

/** The signed-in person's own review, as GET /api/businesses/:id/reviews/mine answers it. */
export function givenMyReview(overrides: Partial<NonNullable<MyReview>> = {}): NonNullable<MyReview> {
  return {
    id: '9e8d7c6b-5a4f-4e3d-8c2b-1a0f9e8d7c6b',
    rating: 4,
    comment: 'Lovely lamb chops.',
    createdAt: '2025-02-10T12:00:00.000Z',
    updatedAt: null,
    ...overrides,
  };
}
