import type { Role } from './profile';

/** The parts of a listing that decide whether it can be managed. */
export interface ListingState {
  ownerId: string | null;
  isApproved: boolean;
  rejectedAt: Date | string | null;
}

/** Only approved, non-rejected listings count as approved (SPEC §4 Business). */
export function isApprovedListing(listing: Pick<ListingState, 'isApproved' | 'rejectedAt'>): boolean {
  return listing.isApproved && !listing.rejectedAt;
}

/**
 * Who may run a listing from the owner dashboard, reply to its reviews and dispute them: a
 * business_owner acting on an approved listing they own, or an admin (SPEC §6). A submitter whose
 * listing is pending or rejected, or an owner whose role was taken away, keeps the ownership link but
 * not the access.
 */
export function canManageListing(viewer: { id: string; role: Role }, listing: ListingState): boolean {
  if (viewer.role === 'admin') return true;
  return viewer.role === 'business_owner' && listing.ownerId === viewer.id && isApprovedListing(listing);
}
