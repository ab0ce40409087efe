// Issue 16, halal trust beyond the profile itself: community reports, the owners' edits that wait for an
// admin, and the audit log of every moderation and ownership action. Stored values are the keys; screens
// show the labels.

/** What a visitor may report about a listing ('Report a problem'). */
export const REPORT_REASONS = {
  closed: 'Permanently closed',
  halal: 'Wrong halal information',
  address_hours: 'Wrong address or hours',
  other: 'Other',
} as const;
export type ReportReason = keyof typeof REPORT_REASONS;

/** How an admin resolves a report. */
export const REPORT_OUTCOMES = { fixed: 'Fixed', not_an_issue: 'Not an issue' } as const;
export type ReportOutcome = keyof typeof REPORT_OUTCOMES;

/** The longest note a report or its resolution may carry. */
export const REPORT_NOTE_MAX = 1000;

/**
 * Whether resolving a report closes the listing: a 'Permanently closed' report the admin resolves as
 * fixed is the admin confirming the place closed.
 */
export function closesListing(reason: ReportReason, outcome: ReportOutcome): boolean {
  return reason === 'closed' && outcome === 'fixed';
}

/** What the owners' edits that wait for an admin are about. */
export const OWNER_EDIT_KINDS = { business_name: 'Business name', halal_profile: 'Halal details' } as const;
export type OwnerEditKind = keyof typeof OWNER_EDIT_KINDS;

/**
 * The halal facts whose change by an owner waits for an admin (the listing keeps its verified facts until
 * then): the level, the slaughter methods and the certificate. The rest of a profile goes live at once.
 */
export const REVIEWED_HALAL_FIELDS = [
  'level',
  'chicken',
  'beef',
  'lambGoat',
  'otherMeat',
  'certifierId',
  'certifierOther',
  'certificateUrl',
  'certificateExpiresOn',
] as const;
export type ReviewedHalalField = (typeof REVIEWED_HALAL_FIELDS)[number];

/** The reviewed fields an owner's profile changes, compared with the stored one (all of them for a new profile that states them). */
export function reviewedHalalChanges<T extends Record<ReviewedHalalField, unknown>>(
  current: T | null,
  next: T,
): ReviewedHalalField[] {
  return REVIEWED_HALAL_FIELDS.filter((field) => {
    const before = current ? current[field] : null;
    const after = next[field];
    const unset = (v: unknown) => v === null || v === undefined || v === 'not_stated';
    if (unset(before) && unset(after)) return false;
    return before !== after;
  });
}

/** Every action the audit log records, with how the log names it. */
export const AUDIT_ACTIONS = {
  'business.add': 'Business added',
  'business.approve': 'Business approved',
  'business.reject': 'Business rejected',
  'business.edit': 'Business edited',
  'business.delete': 'Business deleted',
  'business.feature': 'Business featured',
  'business.unfeature': 'Business unfeatured',
  'business.close': 'Business marked permanently closed',
  'business.reopen': 'Business reopened',
  'user.role': 'Role changed',
  'user.ban': 'User banned',
  'user.unban': 'User unbanned',
  'user.delete': 'User deleted',
  'owner.assign': 'Owner assigned',
  'owner.unlink': 'Owner unlinked',
  'dispute.resolve': 'Dispute resolved',
  'report.resolve': 'Report resolved',
  'halal.verify': 'Halal details verified',
  'halal.recheck': 'Halal facts due for a re-check',
  'halal.check': 'Halal fact checked by the team',
  'halal.photo_accept': "Diner's halal photo accepted",
  'halal.photo_reject': "Diner's halal photo rejected",
  'user.discount_answers': 'Halal answers discounted',
  'owner_edit.approve': 'Owner edit approved',
  'owner_edit.reject': 'Owner edit rejected',
  'certifier.add': 'Certifying body added',
  'certifier.edit': 'Certifying body edited',
  'certifier.retire': 'Certifying body retired',
  'certifier.restore': 'Certifying body restored',
  'import.osm': 'Places imported from OpenStreetMap',
  'import.csv': 'Places imported from a CSV file',
  'import.link': 'Linked to OpenStreetMap',
  'business.publish': 'Imported place published',
  'business.merge': 'Businesses merged',
  'duplicate.dismiss': 'Marked as not duplicates',
  'claim.approve': 'Claim approved',
  'claim.reject': 'Claim rejected',
  'claim.code': 'Claim confirmed by mailed code',
  'owner.transfer': 'Ownership transferred',
  'ramadan.season': 'Ramadan season set',
  'ramadan.season_clear': 'Ramadan season cleared',
} as const;
export type AuditAction = keyof typeof AUDIT_ACTIONS;
