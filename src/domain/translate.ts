import { englishDecimal } from './english-numbers';

// The words the shared rules produce for people ('Open now', 'Closes at 9 PM'), in the reader's language,
// without the rules knowing the web app's or the server's catalogues. A function that writes text takes a
// `Translate` (the web's `t`, the server's `translator(locale)`), English when none is given. Message ids are
// the English texts in ICU MessageFormat, as everywhere else (src/web/lib/i18n.ts): `t('Closes at {time}',
// { time })`; the catalogues are src/web/locales/<locale>/*.json (these messages: messages.json).

/** A message `id` (its English text, ICU MessageFormat) in the reader's language, its placeholders filled. */
export type Translate = (id: string, values?: Record<string, string | number>) => string;

/**
 * English: the id itself, its placeholders filled. Understands what the domain's messages use: `{name}`,
 * `{count, plural, =0 {…} one {…} other {…}}` with `#`, `{kind, select, a {…} other {…}}`, and ICU's
 * apostrophe quoting (`''` is one apostrophe). Without values, the id is returned as it is (as `t` does).
 */
export const english: Translate = (id, values) => (values === undefined ? id : formatMessage(id, values));

type Values = Record<string, string | number>;

function formatMessage(message: string, values: Values, count?: number): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const char = message[i] as string;
    if (char === "'") {
      const next = message[i + 1];
      if (next === "'") {
        out += "'";
        i += 2;
      } else if (next === '{' || next === '}' || (next === '#' && count !== undefined)) {
        // Quoted literal text, up to the next lone apostrophe.
        let j = i + 1;
        while (j < message.length) {
          if (message[j] === "'" && message[j + 1] === "'") {
            out += "'";
            j += 2;
          } else if (message[j] === "'") {
            break;
          } else {
            out += message[j];
            j += 1;
          }
        }
        i = j + 1;
      } else {
        out += "'";
        i += 1;
      }
    } else if (char === '{') {
      const end = closingBrace(message, i);
      out += argument(message.slice(i + 1, end), values, count);
      i = end + 1;
    } else if (char === '#' && count !== undefined) {
      out += englishNumber(count);
      i += 1;
    } else {
      out += char;
      i += 1;
    }
  }
  return out;
}

/** The index of the `}` that closes the `{` at `start`. */
function closingBrace(message: string, start: number): number {
  let depth = 0;
  for (let i = start; i < message.length; i++) {
    if (message[i] === '{') depth++;
    else if (message[i] === '}' && --depth === 0) return i;
  }
  return message.length;
}

/** One `{…}`: a plain placeholder, a plural or a select. */
function argument(inside: string, values: Values, count: number | undefined): string {
  const [name = '', kind, ...rest] = inside.split(',');
  const value = values[name.trim()];
  if (kind === undefined) return value === undefined ? `{${name.trim()}}` : String(value);
  const cases = parseCases(rest.join(','));
  if (kind.trim() === 'plural') {
    const n = Number(value);
    const chosen = cases.get(`=${n}`) ?? (n === 1 ? cases.get('one') : undefined) ?? cases.get('other') ?? '';
    return formatMessage(chosen, values, n);
  }
  const chosen = cases.get(String(value)) ?? cases.get('other') ?? '';
  return formatMessage(chosen, values, count);
}

/** `one {# review} other {# reviews}` → one → '# review', other → '# reviews'. */
function parseCases(text: string): Map<string, string> {
  const cases = new Map<string, string>();
  let i = 0;
  while (i < text.length) {
    const open = text.indexOf('{', i);
    if (open === -1) break;
    const key = text.slice(i, open).trim();
    const close = closingBrace(text, open);
    cases.set(key, text.slice(open + 1, close));
    i = close + 1;
  }
  return cases;
}

/** The Intl tag English text is formatted with. */
export const ENGLISH_INTL_LOCALE = 'en-US';

let englishNumbers: Intl.NumberFormat | undefined;
/** A plural's `#` as English writes a number ('1,234'), as Lingui and the other languages do. */
function englishNumber(value: number): string {
  const written = englishDecimal(value);
  if (written !== null) return written;
  englishNumbers ??= new Intl.NumberFormat(ENGLISH_INTL_LOCALE);
  return englishNumbers.format(value);
}
