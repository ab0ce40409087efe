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
  upcomingEventsShown: 3,
  mobileBreakpointPx: 768,
  toastDurationMs: 5000,
  jsonBodyMaxBytes: 1024 * 1024,
} as const;

export const ALL_BUSINESSES_SLUG = 'all-businesses';
/** Category slugs whose cards hide the Website button (SPEC §2). */
export const NO_WEBSITE_SLUGS: ReadonlySet<string> = new Set(['mobile-businesses', 'food-trucks']);

/**
 * Issue 36: how many notices one person is sent at once in a day, by email and by push (the site's day);
 * beyond that, a day's further notices wait for their daily digest, so a burst of changes is one mail.
 * And the devices one person may receive push notices on.
 */
export const NOTICE_LIMITS = {
  emailsPerDay: 5,
  pushesPerDay: 10,
  devicesPerPerson: 10,
  /** The most notices one digest lists; the rest are counted ('and 3 more'). */
  digestItems: 30,
} as const;
