import { formatDate, formatTime } from '../../../lib/format';

/** "Mar 2, 2025, 6:30 PM": when a message or reply was sent. */
export function formatDateAndTime(date: string): string {
  return `${formatDate(date)}, ${formatTime(new Date(date))}`;
}
