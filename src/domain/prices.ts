// Prices as the directory shows and reads them (issue 37: menus and Ramadan specials): whole cents, US
// dollars. Kept apart from the schemas, so a page that shows a price does not load zod.

/** Prices are in US cents: the directory is Indiana's (menus, Ramadan specials). */
export const DIRECTORY_CURRENCY = 'USD';

/** '$24.99' for 2499 cents. */
export function priceText(cents: number): string {
  return `$${Math.floor(cents / 100).toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

/** 2499 for '24.99', '$24.99' or '$1,024.99' typed in a form; null for anything that is not a price. */
export function centsOf(text: string): number | null {
  const match = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text.replaceAll(',', ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A price a form may leave empty (a dish 'market price'): null for an empty one, NaN for one that is not a price. */
export function optionalCentsOf(text: string): number | null {
  if (text.trim() === '') return null;
  return centsOf(text) ?? Number.NaN;
}
