import { ApiError } from '../../lib/api';

export interface LoadFailure {
  title: string;
  description: string;
  /** Where the screen sends the person; null keeps them on the 'No Business Found' screen. */
  to: string | null;
}

// SPEC §6 and §8 Owner dashboard.
export const NO_OWNED_BUSINESS = "You don't have a business registered yet. Please submit your business first.";
export const MANAGED_BUSINESS_NOT_FOUND = 'The specified business was not found.';

/** What the dashboard says and does when its business cannot be loaded. */
export function loadFailure(error: unknown, managing: boolean): LoadFailure {
  if (error instanceof ApiError && error.status === 404) {
    return managing
      ? { title: 'No Business Found', description: MANAGED_BUSINESS_NOT_FOUND, to: '/admin' }
      : { title: 'No Business Found', description: NO_OWNED_BUSINESS, to: '/submit-business' };
  }
  return { title: 'Error', description: 'Failed to load business data.', to: null };
}
