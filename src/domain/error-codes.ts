import type { SERVER_ERRORS } from './server-errors';

/**
 * Every `code` the API answers an error with (`{ error: { code, message, fields? } }`), with its HTTP status
 * and its words, so the server and the web read them in one place. A new code is added here first; a throw
 * names the code (`new ApiError('TOO_MANY_LOCATIONS')`) and the status and words follow.
 *
 * Most codes name one case and always say `message`: the web shows their words by the code. A code marked
 * `byCase` covers several cases (which record was not found, which field is wrong, which file was refused):
 * its throw gives the case's own words, which the web shows, and `message` is what it says without one.
 *
 * Answers of /api/auth/* may also carry better-auth's own codes (INVALID_EMAIL_OR_PASSWORD,
 * EMAIL_NOT_VERIFIED, …), which it names.
 */
export const ERRORS = {
  UNAUTHENTICATED: { status: 401, message: 'Please sign in to continue.' },
  NOT_FOUND: { status: 404, message: 'Not found.', byCase: true },
  CONFLICT: { status: 409, message: 'This already exists.', byCase: true },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request body is too large (1 MB at most).' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Send the request body as application/json.', byCase: true },
  RATE_LIMITED: { status: 429, message: 'Too many requests. Please wait a moment and try again.' },
  // An answer whose status has no code of its own; the answer keeps its status.
  HTTP_ERROR: { status: 500, message: 'Request failed.', byCase: true },
  INTERNAL: { status: 500, message: 'Something went wrong. Please try again.' },
  // The database cannot be reached for a moment, or the process holds all the live streams it can (503 with
  // Retry-After): the same request may go through later.
  SERVICE_UNAVAILABLE: {
    status: 503,
    message: 'The site cannot reach its data for a moment. Please try again in a few seconds.',
    byCase: true,
  },
  // Requests and forms: the message names the first failing field, `fields` each one.
  VALIDATION: { status: 400, message: 'Invalid request.', byCase: true },
  CROSS_ORIGIN: { status: 403, message: 'This request must come from the Indiana Halal Directory site.' },
  // Uploads.
  FILE_TOO_LARGE: { status: 413, message: 'Please select a file smaller than 5MB.', byCase: true },
  INVALID_FILE_TYPE: { status: 415, message: 'Please select an image file.', byCase: true },
  PDF_ACTIVE_CONTENT: {
    status: 415,
    message: 'This PDF contains scripts, actions or embedded files. Please upload a plain PDF or an image.',
    byCase: true,
  },
  UPLOAD_QUOTA_EXCEEDED: {
    status: 429,
    message: 'You have 25MB of uploads waiting to be saved. Save the form that uses them, or try again later.',
  },
  BUSY: {
    status: 503,
    message: 'Many photos are being uploaded right now. Please try again in a minute.',
    byCase: true,
  },
  // Sign-up and sign-in (SPEC §8).
  NAME_REQUIRED: { status: 400, message: 'First name and last name are required.' },
  USER_ALREADY_EXISTS: {
    status: 422,
    message:
      'An account with this email already exists. Please sign in instead or check your email for a confirmation link.',
  },
  BANNED: { status: 403, message: 'Your account has been banned. Please contact us if you think this is a mistake.' },
  // Account security (issue 29).
  PASSWORD_REQUIRED: { status: 400, message: 'Enter your current password to change your email.' },
  PASSWORD_TOO_COMMON: { status: 400, message: 'This password is too common. Please choose another.' },
  TOO_MANY_ATTEMPTS: { status: 429, message: 'Too many wrong passwords. Please wait a moment and try again.' },
  ACCOUNT_LOCKED: {
    status: 403,
    message: 'This account is locked after too many wrong passwords. We emailed a link to choose a new password.',
  },
  INVALID_RECOVERY_LINK: { status: 404, message: 'This link is invalid, has expired or was already used.' },
  // A person's own data (issue 33): deleting the account is confirmed by typing its email, and waits until
  // any listing they run is handed over or deleted.
  CONFIRMATION_MISMATCH: { status: 400, message: 'The email you typed does not match your account.' },
  OWNS_BUSINESS: {
    status: 409,
    message:
      'You run a business on the directory. Ask us to hand it over to someone else or to delete it, then delete your account.',
  },
  ANSWER_BUDGET: { status: 429, message: 'You have answered 20 halal questions today. Please try again tomorrow.' },
  NOTHING_TO_CONFIRM: { status: 409, message: 'There is nothing to confirm about this yet.' },
  TOO_MANY_LOCATIONS: { status: 409, message: 'A business can have at most 5 locations.' },
  NO_SUBSCRIBERS: { status: 409, message: 'There are no subscribers to send notifications to.', byCase: true },
  LOGO_EXISTS: { status: 409, message: 'This business already has a logo. Delete the existing one first.' },
  CERTIFIER_EXISTS: { status: 409, message: 'A certifying body with this name already exists.' },
  ALREADY_RESOLVED: { status: 409, message: 'This has already been resolved.', byCase: true },
  // Reviews and subscriptions.
  ALREADY_REVIEWED: {
    status: 409,
    message: 'You have already reviewed this business. You can edit your existing review instead.',
  },
  ALREADY_DISPUTED: { status: 409, message: 'You have already disputed this review.' },
  ALREADY_SUBSCRIBED: { status: 409, message: 'Already subscribed!', byCase: true },
  // Passport: a place confirmed permanently closed takes no new stamps.
  PLACE_CLOSED: { status: 409, message: 'This place is permanently closed, so it can no longer be stamped.' },
} as const satisfies Record<string, { status: ErrorStatus; message: string; byCase?: true }>;

/** The statuses an error answer can carry. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503;

/**
 * Every code's entry: this table and the server's own (src/domain/server-errors.ts), which only the server
 * loads: the web shows a code it does not know in the words the answer carried, which are the same.
 */
export type ErrorTable = typeof ERRORS & typeof SERVER_ERRORS;
export type ErrorCode = keyof ErrorTable;

export const ERROR_CODES = Object.keys(ERRORS) as (keyof typeof ERRORS)[];

/** The codes whose throw names its case in its own words ('User not found.'). */
export type ByCaseCode = {
  [Code in ErrorCode]: ErrorTable[Code] extends { byCase: true } ? Code : never;
}[ErrorCode];

/** The codes that name one case, so their words are always the map's. */
export type OneCaseCode = Exclude<ErrorCode, ByCaseCode>;

/** Whether a string the network brought is one of the API's codes. */
export function isKnownErrorCode(code: unknown): code is keyof typeof ERRORS {
  return typeof code === 'string' && Object.hasOwn(ERRORS, code);
}

/**
 * The words a failure is told in, found by its code: a one-case code's own words whatever the message says,
 * else the case's words the answer carried (`message`), else the code's general words.
 */
export function errorWords(code: string, message: string | undefined): string | undefined {
  if (!isKnownErrorCode(code)) return message;
  const known: { message: string; byCase?: true } = ERRORS[code];
  return known.byCase && message ? message : known.message;
}

// Texts several routes answer a not-found with (SPEC §2, §6, §8): the public's, and the dashboards'.

/** A business that is not there, or not shown to the one asking (SPEC §2 /r/{slug}: 'Restaurant not found'). */
export const BUSINESS_NOT_FOUND = 'Restaurant not found';
/** A business an admin or owner asked to manage that is not there (SPEC §6, §8 'No Business Found'). */
export const MANAGED_BUSINESS_NOT_FOUND = 'The specified business was not found.';
