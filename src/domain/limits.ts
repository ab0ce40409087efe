// SPEC §9 Business constants and limits.
export const LIMITS = {
  featuredOnHome: 3,
  passwordMin: 6,
  imageMaxBytes: 5 * 1024 * 1024,
  locationsPerBusiness: 5,
  defaultState: 'IN',
  reviewCommentMax: 500,
  disputeReasonMax: 1000,
  chatMessageMax: 2000,
  passportNoteMax: 2000,
  // Issue 36: a person's saved places (decision 032).
  savedListsPerPerson: 50,
  savedPlacesPerList: 500,
  savedListNameMax: 60,
  savedNoteMax: 500,
  upcomingEventsShown: 3,
  mobileBreakpointPx: 768,
  toastDurationMs: 5000,
  jsonBodyMaxBytes: 1024 * 1024,
} as const;

export const ALL_BUSINESSES_SLUG = 'all-businesses';
/** Category slugs whose cards hide the Website button (SPEC §2). */
export const NO_WEBSITE_SLUGS: ReadonlySet<string> = new Set(['mobile-businesses', 'food-trucks']);
