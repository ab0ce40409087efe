import type { AdminUser } from './admin-queries';

/** How the Users tab names someone: their display name, or their email when they have none. */
export function userName(user: Pick<AdminUser, 'displayName' | 'email'>): string {
  return user.displayName.trim() || user.email;
}
