import type { ErrorStatus } from './error-codes';

// Issue 35: the codes of 'Claim your listing' (decision 029), apart from the shared table
// (src/domain/error-codes.ts) that every page's shell carries: only the server reads them, and the web shows the
// words their answers carry (the same words, translated by the catalogue).

export const CLAIM_ERRORS = {
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
} as const satisfies Record<string, { status: ErrorStatus; message: string; byCase?: true }>;
