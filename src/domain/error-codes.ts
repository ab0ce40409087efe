/**
 * Every `code` the API answers an error with (`{ error: { code, message, fields? } }`), so the server
 * sends and the web checks the same names. A new code is added here first. Answers of /api/auth/* may
 * also carry better-auth's own codes (INVALID_EMAIL_OR_PASSWORD, EMAIL_NOT_VERIFIED, …), which it names.
 */
export const ERROR_CODES = [
  // By HTTP status, when nothing more precise applies.
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'METHOD_NOT_ALLOWED',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'UNPROCESSABLE',
  'RATE_LIMITED',
  'HTTP_ERROR',
  'INTERNAL',
  // The database cannot be reached for a moment, or the process holds all the live streams it can (503 with
  // Retry-After): the same request may go through later.
  'SERVICE_UNAVAILABLE',
  // Requests and forms.
  'VALIDATION',
  'CROSS_ORIGIN',
  // Uploads.
  'FILE_TOO_LARGE',
  'INVALID_FILE_TYPE',
  'PDF_ACTIVE_CONTENT',
  'UPLOAD_QUOTA_EXCEEDED',
  'BUSY',
  // Sign-up and sign-in (SPEC §8).
  'NAME_REQUIRED',
  'USER_ALREADY_EXISTS',
  'BANNED',
  // Account security (issue 29).
  'PASSWORD_REQUIRED',
  'PASSWORD_TOO_COMMON',
  'TOO_MANY_ATTEMPTS',
  'ACCOUNT_LOCKED',
  'INVALID_RECOVERY_LINK',
  // A person's own data (issue 33): deleting the account is confirmed by typing its email, and waits until
  // any listing they run is handed over or deleted.
  'CONFIRMATION_MISMATCH',
  'OWNS_BUSINESS',
  // Running a listing (SPEC §5, §6).
  'NOT_BUSINESS_OWNER',
  'LISTING_NOT_APPROVED',
  'TOO_MANY_LOCATIONS',
  'PRIMARY_REQUIRED',
  'PRIMARY_LOCATION',
  'NO_SUBSCRIBERS',
  // Moderation.
  'NOT_APPROVED',
  'NO_OWNER_EMAIL',
  'LOGO_EXISTS',
  'CERTIFIER_EXISTS',
  'ALREADY_RESOLVED',
  // Reviews and subscriptions.
  'ALREADY_REVIEWED',
  'ALREADY_DISPUTED',
  'ALREADY_SUBSCRIBED',
  // A place an admin confirmed permanently closed takes no new chat or subscriber (issue 16).
  'PERMANENTLY_CLOSED',
  // Chat.
  'OWN_BUSINESS',
  // Passport: a place confirmed permanently closed takes no new stamps.
  'PLACE_CLOSED',
  // Live updates.
  'TOO_MANY_STREAMS',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];
