import { DIRECTORY_TIME_ZONE } from '../../domain/events';
import { intlLocale, type Locale } from '../../domain/locales';
import { type WallReading, wallReading } from '../../domain/zoned-time';
import { activeLocale, formatNumberInActiveLanguage } from './i18n';

// Formatting shared by the screens: one way to show a number, a rating and a date.
// Every number shown goes through `formatNumber`, in the visitor's language: a rating reads '4,3' in Spanish
// as a distance reads '0,2 mi'. Latin digits in every language, Arabic and Urdu included (domain/locales.ts):
// ratings, prices, ZIP codes and opening times sit side by side with business content written with them.
// The formatter itself is made in lib/i18n.ts, beside the active language: `t` writes the numbers of a
// message's placeholders with it, and the first load need not carry the date formatters below.
// Dates and times read on Indiana's clock, wherever the visitor is: they are the businesses' hours. They
// are written the way the visitor's language writes them.

/** A count or measure as the visitor's language writes it: '1,234' in English, '12.345' and '4,5' in Spanish. */
export const formatNumber: (value: number, options?: Intl.NumberFormatOptions) => string = formatNumberInActiveLanguage;

const ONE_DECIMAL = { minimumFractionDigits: 1, maximumFractionDigits: 1 } as const;

/** SPEC §9: an average rating is shown to one decimal: '4.5', '4,5' in Spanish. */
export function formatRating(average: number): string {
  return formatNumber(average, ONE_DECIMAL);
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

// English, the language most visitors read, is written here as Intl writes it in American English: the
// first date formatter a page builds is the dearest step of its hydration on a phone (tens of
// milliseconds, while the page cannot answer), and English needs none. The wall clock is Indiana's.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The reading of Indiana's clock at `date` when the page is in English; undefined in another language. */
function englishReading(date: Date): WallReading | undefined {
  return activeLocale() === 'en' ? wallReading(date, DIRECTORY_TIME_ZONE) : undefined;
}

const monthOf = (reading: WallReading) => MONTHS[reading.date.month - 1];

/** "Dec 5" */
export function formatShortDate(date: Date): string {
  const english = englishReading(date);
  return english ? `${monthOf(english)} ${english.date.day}` : shortDate().format(date);
}

/**
 * A calendar day ('2026-02-18', an Indiana date) read at its noon in Indiana, so no time zone moves it to
 * the day before: "Feb 18, 2026", or with `short` "Feb 18".
 */
export function formatCalendarDay(day: string, { short = false } = {}): string {
  const noon = `${day}T17:00:00Z`;
  return short ? formatShortDate(new Date(noon)) : formatDate(noon);
}

/** "Dec 5, 2025" */
export function formatDate(date: Date | string): string {
  const at = new Date(date);
  const english = englishReading(at);
  return english ? `${monthOf(english)} ${english.date.day}, ${english.date.year}` : longDate().format(at);
}

/** "Mar 2026": a date a card tells in short, such as when its listing was last verified. */
export function formatMonthAndYear(date: Date | string): string {
  const at = new Date(date);
  const english = englishReading(at);
  return english ? `${monthOf(english)} ${english.date.year}` : monthAndYear().format(at);
}

/** "6:30 PM" */
export function formatTime(date: Date): string {
  const english = englishReading(date);
  if (!english) return clockTime().format(date);
  const hour = Math.floor(english.minutes / 60);
  const minutes = String(english.minutes % 60).padStart(2, '0');
  return `${hour % 12 || 12}:${minutes} ${hour < 12 ? 'AM' : 'PM'}`;
}

/** "Mar 2, 2025, 6:30 PM": when a message or reply was sent. */
export function formatDateAndTime(date: string): string {
  return `${formatDate(date)}, ${formatTime(new Date(date))}`;
}
