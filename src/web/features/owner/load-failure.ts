import { ApiError } from '../../lib/api';
import { msg, t, translate } from '../../lib/i18n';

export interface LoadFailure {
  title: string;
  description: string;
  /** Where the screen sends the person; null keeps them on the 'No Business Found' screen. */
  to: string | null;
}

// SPEC §6 and §8 Owner dashboard.
export const NO_OWNED_BUSINESS = msg("You don't have a business registered yet. Please submit your business first.");
export const MANAGED_BUSINESS_NOT_FOUND = msg('The specified business was not found.');

/** What the dashboard says and does when its business cannot be loaded. */
export function loadFailure(error: unknown, managing: boolean): LoadFailure {
  if (error instanceof ApiError && error.status === 404) {
    return managing
      ? { title: t('No Business Found'), description: translate(MANAGED_BUSINESS_NOT_FOUND), to: '/admin' }
      : { title: t('No Business Found'), description: translate(NO_OWNED_BUSINESS), to: '/submit-business' };
  }
  return { title: t('Error'), description: t('Failed to load business data.'), to: null };
}
