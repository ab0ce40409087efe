import type { ContactMessage } from '../admin-queries';

export type ContactBadge = 'New' | 'Unread' | 'Read' | 'Replied';

/** How long an unread message counts as new. */
const NEW_FOR_MS = 24 * 60 * 60 * 1000;

/** SPEC §2 Messages: New is unread and less than 24 hours old; otherwise the status. */
export function contactBadge(message: Pick<ContactMessage, 'status' | 'createdAt'>, now = Date.now()): ContactBadge {
  if (message.status === 'replied') return 'Replied';
  if (message.status === 'read') return 'Read';
  return now - new Date(message.createdAt).getTime() < NEW_FOR_MS ? 'New' : 'Unread';
}
