// Numbers as English writes them ('1,234', '4.5'), written by hand: the first Intl.NumberFormat a page makes
// costs a phone tens of milliseconds (the platform loads its number data), and an English page shows only
// counts, ratings and distances. Written as Intl.NumberFormat('en-US') writes them, digit for digit: from the
// number's shortest decimal form (the one String gives), rounded half away from zero.

/** The fraction digits of a number shown, as Intl.NumberFormat's options name them. */
export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** `digits` (decimal digits only) plus one in its last place: '199' → '200', '99' → '100'. */
function plusOne(digits: string): string {
  const chars = digits.split('');
  for (let i = chars.length - 1; i >= 0; i--) {
    if (chars[i] !== '9') {
      chars[i] = String(Number(chars[i]) + 1);
      return chars.join('');
    }
    chars[i] = '0';
  }
  return `1${chars.join('')}`;
}

/**
 * `value` as Intl.NumberFormat('en-US', digits) writes it, grouped by thousands; null for what is left to
 * Intl (a negative number, one JavaScript writes with an exponent, fraction digits outside 0–20, or options
 * besides the fraction digits).
 */
export function englishDecimal(value: number, digits: FractionDigits = {}): string | null {
  const { minimumFractionDigits: min = 0, maximumFractionDigits: max = Math.max(min, 3), ...rest } = digits;
  if (Object.keys(rest).length > 0 || !Number.isFinite(value) || value < 0 || Object.is(value, -0)) return null;
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || max > 20 || min > max) return null;
  const text = String(value);
  if (text.includes('e')) return null;
  let [whole = '0', fraction = ''] = text.split('.');
  if (fraction.length > max) {
    const kept = whole + fraction.slice(0, max);
    const rounded = Number(fraction[max]) >= 5 ? plusOne(kept) : kept;
    whole = rounded.slice(0, rounded.length - max) || '0';
    fraction = rounded.slice(rounded.length - max);
  }
  fraction = fraction.replace(/0+$/, '').padEnd(min, '0');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return fraction ? `${grouped}.${fraction}` : grouped;
}
