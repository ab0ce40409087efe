// Kept apart from hours.ts, whose schemas would bring Zod into every page that only needs a minute.

/**
 * The moment a status is of: the start of its minute. Statuses change by the minute, and one moment a minute
 * keeps a listing's address and answer the same (its ETag, a CDN's copy) for that minute.
 */
export function statusMinute(date: Date): Date {
  return new Date(Math.floor(date.getTime() / 60_000) * 60_000);
}
