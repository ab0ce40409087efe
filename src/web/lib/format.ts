import { DIRECTORY_TIME_ZONE } from '../../domain/events';

// Formatting shared by the screens: one way to show a place, a rating and a date.
// Dates and times read on Indiana's clock, wherever the visitor is: they are the businesses' hours.

/** SPEC §9: an average rating is shown to one decimal ("4.5"). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

// Formatters are built once, on first use: `toLocaleDateString` builds one per call, which costs far
// more than the formatting itself (a business page shows dozens of dates), and building them as this
// module loads would put that cost in front of every page, dates or not.
function formatterOnFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let built: Intl.DateTimeFormat | undefined;
  return () => {
    built ??= new Intl.DateTimeFormat('en-US', { ...options, timeZone: DIRECTORY_TIME_ZONE });
    return built;
  };
}
const shortDate = formatterOnFirstUse({ month: 'short', day: 'numeric' });
const longDate = formatterOnFirstUse({ month: 'short', day: 'numeric', year: 'numeric' });
const clockTime = formatterOnFirstUse({ hour: 'numeric', minute: '2-digit' });

/** "Dec 5" */
export function formatShortDate(date: Date): string {
  return shortDate().format(date);
}

/** "Dec 5, 2025" */
export function formatDate(date: Date | string): string {
  return longDate().format(new Date(date));
}

/** "6:30 PM" */
export function formatTime(date: Date): string {
  return clockTime().format(date);
}

/** "Mar 2, 2025, 6:30 PM": when a message or reply was sent. */
export function formatDateAndTime(date: string): string {
  return `${formatDate(date)}, ${formatTime(new Date(date))}`;
}
