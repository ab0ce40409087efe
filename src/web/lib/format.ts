import { DIRECTORY_TIME_ZONE } from '../../domain/events';
import { intlLocale, type Locale } from '../../domain/locales';
import { activeLocale } from './i18n';

// Formatting shared by the screens: one way to show a place, a rating and a date.
// Dates and times read on Indiana's clock, wherever the visitor is: they are the businesses' hours. They
// are written the way the visitor's language writes them (with Latin digits: domain/locales.ts).

/** SPEC §9: an average rating is shown to one decimal ("4.5"). */
export function formatRating(average: number): string {
  return average.toFixed(1);
}

/** A count or measure as the visitor's language writes it ("1,234"). */
export function formatNumber(value: number, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale(activeLocale()), options).format(value);
}

// Formatters are built once, on first use: `toLocaleDateString` builds one per call, which costs far
// more than the formatting itself (a business page shows dozens of dates), and building them as this
// module loads would put that cost in front of every page, dates or not.
// One per language: the server renders pages in each.
export function formatterOnFirstUse(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  const built = new Map<Locale, Intl.DateTimeFormat>();
  return () => {
    const locale = activeLocale();
    let formatter = built.get(locale);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat(intlLocale(locale), { ...options, timeZone: DIRECTORY_TIME_ZONE });
      built.set(locale, formatter);
    }
    return formatter;
  };
}
const shortDate = formatterOnFirstUse({ month: 'short', day: 'numeric' });
const longDate = formatterOnFirstUse({ month: 'short', day: 'numeric', year: 'numeric' });
const clockTime = formatterOnFirstUse({ hour: 'numeric', minute: '2-digit' });
const monthAndYear = formatterOnFirstUse({ month: 'short', year: 'numeric' });

/** "Dec 5" */
export function formatShortDate(date: Date): string {
  return shortDate().format(date);
}

/** "Dec 5, 2025" */
export function formatDate(date: Date | string): string {
  return longDate().format(new Date(date));
}

/** "Mar 2026": a date a card tells in short, such as when its listing was last verified. */
export function formatMonthAndYear(date: Date | string): string {
  return monthAndYear().format(new Date(date));
}

/** "6:30 PM" */
export function formatTime(date: Date): string {
  return clockTime().format(date);
}

/** "Mar 2, 2025, 6:30 PM": when a message or reply was sent. */
export function formatDateAndTime(date: string): string {
  return `${formatDate(date)}, ${formatTime(new Date(date))}`;
}
