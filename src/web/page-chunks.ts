// Issue 40: a first visit on a phone fetches at most 15 scripts, and the HTML names them all. Left to
// itself the bundler cuts one chunk for every set of pages sharing a module (44 for a category page), each
// a request of its own. The pages most visits start on get a chunk each instead (vite.config.ts builds
// them), with what they show on their first screen: their roots include the parts a page loads beside
// itself (`loadedBeside`). The server reads the same table to announce a page's chunks with its HTML
// (src/server/web.ts). Everything else (the dashboards, the forms, the map) keeps the bundler's chunks.

/** What the app's entry reaches: every page needs it. */
export const APP_ROOTS = ['main.tsx'] as const;

/**
 * The home page's own chunk: what it reaches beyond the app's. Its featured cards' code is not in it: they
 * come live when they come near the screen (lib/hydrate-when-near.tsx).
 */
export const HOME_ROOTS = ['app/routes/home-page.tsx'] as const;

/**
 * The business card, in a chunk of its own, claimed right after the home page's: the home page's featured
 * cards load it when they come near the screen, and the listings have it with their first screen, without
 * taking the rest of a listing's code along.
 */
export const CARD_ROOTS = ['features/listing/featured-cards.tsx'] as const;

/**
 * Of what these pages reach beyond the app's and home's chunks, what two or more share goes to the `pages`
 * chunk, and the rest to each page's own.
 */
export const PAGE_ROOTS = {
  category: ['app/routes/category-page.tsx'],
  business: [
    'app/routes/business-page.tsx',
    'features/reviews/reviews-section.tsx',
    'features/community/stay-updated-card.tsx',
    'features/passport/stamp-button.tsx',
    'features/passport/stamp-action.tsx',
    // Issue 34: the check after stamping, beside the action bar's Stamp for a signed-in person.
    'features/passport/stamp-check.tsx',
    'features/reports/trust-section.tsx',
    // Issue 35: 'Own this business? Claim it', a button; the claim dialog's steps load when it is pressed.
    'features/claims/claim-prompt.tsx',
    // Loaded once its place nears the screen, but small: with it here, the map's placeholder and tiles
    // setting, which the listings share, are in `pages`, and the business page never evaluates the listing's chunk.
    'features/business/business-map-section.tsx',
  ],
  passport: ['app/routes/passport-page.tsx'],
  // The footer's newsletter form, which every page loads once its footer is near the screen (a short page at
  // once): what it shares with the business page's subscribe card (the field, the subscription queries) is
  // then in `pages`, which the listings and the business page have already, not in the business page's chunk.
  newsletter: ['features/community/newsletter-form.tsx'],
} as const;

/**
 * A chunk of its own too, made last, of what no page above took: the sign-in page, where the passport, chats
 * and every other personal page send a visitor who is not signed in.
 */
export const LATER_PAGE_ROOTS = {
  auth: ['app/routes/auth-page.tsx'],
} as const;

export type PageChunk = 'home' | 'cards' | keyof typeof PAGE_ROOTS | keyof typeof LATER_PAGE_ROOTS;

/** Every chunk the table makes, in the order modules are claimed. */
export const PAGE_CHUNK_NAMES = [
  'app',
  'home',
  'cards',
  'pages',
  ...Object.keys(PAGE_ROOTS),
  ...Object.keys(LATER_PAGE_ROOTS),
] as const;

/** The page chunk a path shows, for the server to announce it (its imports with it). */
export const PAGE_CHUNK_OF_PATH: ReadonlyArray<readonly [RegExp, PageChunk]> = [
  [/^\/$/, 'home'],
  [/^\/c\/[^/]+\/?$/, 'category'],
  [/^\/r\/[^/]+\/?$/, 'business'],
  [/^\/passport\/?$/, 'passport'],
  [/^\/auth\/?$/, 'auth'],
];
