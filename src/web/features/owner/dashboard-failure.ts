import { ApiError } from '../../lib/api';
import { msg, t, translate } from '../../lib/i18n';
import type { LoadFailure } from '../../lib/load-failure';

export interface DashboardFailure {
  title: string;
  description: string;
  /** Where the screen sends the person; null keeps them on the 'No Business Found' screen. */
  to: string | null;
}

// SPEC §6 and §8 Owner dashboard.
export const NO_OWNED_BUSINESS = msg("You don't have a business registered yet. Please submit your business first.");
export const MANAGED_BUSINESS_NOT_FOUND = msg('The specified business was not found.');

/**
 * What the dashboard says (the toast its business's read names, owner-queries.ts) and does when its
 * business cannot be loaded.
 */
export function dashboardFailure(error: unknown, managing: boolean): DashboardFailure {
  if (error instanceof ApiError && error.status === 404) {
    return managing
      ? { title: t('No Business Found'), description: translate(MANAGED_BUSINESS_NOT_FOUND), to: '/admin' }
      : { title: t('No Business Found'), description: translate(NO_OWNED_BUSINESS), to: '/submit-business' };
  }
  return { title: t('Error'), description: t('Failed to load business data.'), to: null };
}

/**
 * The read of the dashboard's business, failing: its toast, and the console's label. A dashboard already
 * on screen stays, and a refresh of it that fails is only logged.
 */
export function dashboardLoadFailure(managing: boolean): LoadFailure {
  return {
    log: 'Business dashboard failed to load',
    toast: (error, held) => {
      if (held !== undefined) return null;
      const { title, description } = dashboardFailure(error, managing);
      return [title, description];
    },
  };
}
