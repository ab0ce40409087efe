import type { ErrorStatus } from './error-codes';

// The codes the web never names (decisions 029 and 032), apart from the shared table (src/domain/error-codes.ts)
// that every page's shell carries: only the server reads them, and the web shows the words their answers carry
// (the same words, translated by the catalogue). A test (error-codes.test.ts) keeps the web from naming one.

export const SERVER_ERRORS = {
  // By HTTP status, when nothing more precise applies.
  BAD_REQUEST: { status: 400, message: 'Invalid request.', byCase: true },
  FORBIDDEN: { status: 403, message: 'You are not allowed to do this.', byCase: true },
  METHOD_NOT_ALLOWED: { status: 405, message: 'Invalid request.', byCase: true },
  UNPROCESSABLE: { status: 422, message: 'The request could not be completed.', byCase: true },
  // Running a listing (SPEC §5, §6).
  NOT_BUSINESS_OWNER: { status: 403, message: 'You need to be a business owner to access this page.' },
  LISTING_NOT_APPROVED: { status: 403, message: 'This listing is not approved, so it cannot be managed yet.' },
  PRIMARY_REQUIRED: {
    status: 409,
    message: 'A business always has one primary location. Make another location primary instead.',
  },
  PRIMARY_LOCATION: { status: 409, message: 'The primary location cannot be deleted.' },
  // Moderation.
  NOT_APPROVED: { status: 409, message: 'Only approved businesses can be featured.' },
  NO_OWNER_EMAIL: { status: 409, message: 'This business has no owner email to contact.' },
  // A place an admin confirmed permanently closed takes no new chat or subscriber (issue 16).
  PERMANENTLY_CLOSED: { status: 409, message: 'This place is permanently closed.' },
  // Chat.
  OWN_BUSINESS: { status: 409, message: 'This is your business: your customer chats are in your dashboard.' },
  // Live updates.
  TOO_MANY_STREAMS: { status: 429, message: 'Too many open live connections. Close a tab and try again.' },
  // Claiming a listing (issue 35).
  CLAIM_OWNED: {
    status: 409,
    message: 'This business already has an owner. We let them know; if it is yours, please contact us.',
  },
  CLAIM_CLOSED: { status: 409, message: 'This place is permanently closed, so it cannot be claimed.' },
  CLAIM_OPEN: {
    status: 409,
    message: 'Your claim for this business is already waiting for the team. Cancel it to start another.',
  },
  CLAIM_EMAIL_NOT_LISTED: {
    status: 400,
    message: "Use the email address this listing shows, or an address at its website's domain.",
  },
  CLAIM_NO_EMAIL: {
    status: 409,
    message: 'This listing shows no email address or website to send a code to. Upload a document instead.',
  },
  CLAIM_CODE_WRONG: { status: 400, message: 'This code is not right. Check the email we sent and try again.' },
  CLAIM_CODE_EXPIRED: {
    status: 409,
    message: 'This code has expired or was tried too many times. Ask for a new code.',
  },
  // Saved places' lists (issue 36).
  TOO_MANY_LISTS: { status: 409, message: 'You can have at most 50 lists.' },
  LIST_FULL: { status: 409, message: 'A list can hold at most 500 places.' },
  // Ramadan (issue 37).
  RAMADAN_SPECIALS_FULL: { status: 409, message: 'A business can list at most 20 Ramadan specials.' },
  DEFAULT_LIST: { status: 409, message: "'Want to go' and 'Favourites' cannot be renamed or deleted." },
  // Offers (issue 37).
  TOO_MANY_OFFERS: { status: 409, message: 'A business can keep at most 20 offers. Delete an old one first.' },
} as const satisfies Record<string, { status: ErrorStatus; message: string; byCase?: true }>;
