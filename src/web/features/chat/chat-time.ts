import { formatDate, formatShortDate, formatTime } from '../../lib/format';

const sameDay = (a: Date, b: Date) => formatDate(a) === formatDate(b);

/** When a message was sent: "6:30 PM" today, "Mar 2, 6:30 PM" before. */
export function formatMessageTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  return sameDay(date, now) ? formatTime(date) : `${formatShortDate(date)}, ${formatTime(date)}`;
}

/** A conversation's last activity in a list: "6:30 PM" today, "Mar 2" this year, "Mar 2, 2024" before. */
export function formatActivityTime(iso: string, now = new Date()): string {
  const date = new Date(iso);
  if (sameDay(date, now)) return formatTime(date);
  return date.getFullYear() === now.getFullYear() ? formatShortDate(date) : formatDate(date);
}
