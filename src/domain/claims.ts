import { SHARED_WEBSITE_HOSTS } from './place-matching';
import { cleanText } from './text';
import { z } from './zod';

// Issue 35 'Claim your listing': a signed-in person proves a place is theirs by a code mailed to an address
// the listing shows (or one at its website's domain), or by a document the team reviews.

/** A mailed code counts for 30 minutes. */
export const CLAIM_CODE_TTL_MS = 30 * 60 * 1000;
/** Wrong codes before the claim is expired and a new code is needed. */
export const CLAIM_CODE_MAX_TRIES = 5;
/** A claimant's note, and an admin's reason for a rejection. */
export const CLAIM_TEXT_MAX = 1000;

export const CLAIM_STATES = ['pending', 'approved', 'rejected', 'expired', 'cancelled'] as const;
export type ClaimState = (typeof CLAIM_STATES)[number];
export type ClaimMethod = 'email_code' | 'document';

/**
 * Hosts shared by many businesses (social pages, site builders: src/domain/place-matching.ts) and free mail: an
 * address there proves nothing about one business, so a website on them gives no domain to mail a code to.
 */
const SHARED_HOSTS = [
  ...SHARED_WEBSITE_HOSTS,
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.co.uk',
  'ymail.com',
  'outlook.com',
  'hotmail.com',
  'live.com',
  'msn.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'gmx.net',
  'mail.com',
  'zoho.com',
];
/** Institutions' domains (a campus or a city hall lists a food stand on a page of its site): no one place's. */
const INSTITUTIONS = /\.(edu|gov|mil)$|\.k12\.[a-z]{2}\.us$|\.(in|state)\.us$/;

const isUnder = (host: string, domain: string) => host === domain || host.endsWith(`.${domain}`);

/** The domain of a listing's website whose addresses may take a code (`www.` dropped), or null. */
export function claimWebsiteDomain(websiteUrl: string | null | undefined): string | null {
  if (!websiteUrl) return null;
  let host: string;
  try {
    host = new URL(websiteUrl).hostname.toLowerCase();
  } catch {
    return null;
  }
  host = host.replace(/^www\./, '');
  if (
    !host.includes('.') ||
    /^[\d.]+$/.test(host) ||
    INSTITUTIONS.test(host) ||
    SHARED_HOSTS.some((shared) => isUnder(host, shared))
  )
    return null;
  return host;
}

/**
 * Whether a code may go to `email` for a listing: the address the listing shows (any case), or an address
 * at its website's domain or one of that domain's subdomains (info@kebab.com or info@mail.kebab.com for
 * https://www.kebab.com). Never the other way round: a site on shop.kebab.com does not vouch for kebab.com.
 */
export function claimEmailAllowed(
  email: string,
  listing: { email: string | null | undefined; websiteUrl: string | null | undefined },
): boolean {
  const address = email.trim().toLowerCase();
  if (listing.email && address === listing.email.trim().toLowerCase()) return true;
  const domain = claimWebsiteDomain(listing.websiteUrl);
  const at = address.lastIndexOf('@');
  return domain !== null && at > 0 && isUnder(address.slice(at + 1), domain);
}

const claimNote = cleanText()
  .trim()
  .max(CLAIM_TEXT_MAX, `At most ${CLAIM_TEXT_MAX} characters`)
  .nullish()
  .transform((v) => v || null);

/** Starting a claim: a code to an address of the listing (its own when left out), or a document uploaded first. */
export const claimStartInput = z.discriminatedUnion(
  'method',
  [
    z.strictObject({
      method: z.literal('email_code'),
      email: cleanText().trim().max(254).pipe(z.email('Please enter a valid email address.')).optional(),
    }),
    z.strictObject({
      method: z.literal('document'),
      document: cleanText().trim().min(1, 'Upload a document first.').max(500),
      note: claimNote,
    }),
  ],
  'Choose how to claim: email_code or document',
);
export type ClaimStartInput = z.infer<typeof claimStartInput>;

export const claimCodeInput = z.strictObject({
  code: z.string('Enter the 6-digit code.').regex(/^\d{6}$/, 'Enter the 6-digit code.'),
});

/** An admin's decision on a document claim; a rejection says why. */
export const claimDecisionInput = z
  .strictObject({
    decision: z.enum(['approve', 'reject'], 'Choose approve or reject'),
    reason: claimNote,
  })
  .refine((input) => input.decision === 'approve' || input.reason !== null, {
    message: 'Please give a reason.',
    path: ['reason'],
  });
export type ClaimDecisionInput = z.infer<typeof claimDecisionInput>;

export const claimQueueQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
});
