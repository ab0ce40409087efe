/** Whether `text` holds a tab, CR, LF or any other C0 control character, DEL, or a backslash. */
function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}
/** A slash or backslash written as a percent-escape in a path: `/%2F%2Fhost`, `/%5Chost`. */
const ENCODED_SEPARATOR = /%2f|%5c/i;

/**
 * The one reading of a `redirect` (or any return address) that arrives in a URL: the path on this site it
 * names, or `fallback` when it names anything else. A browser drops tabs and line breaks from an address
 * and reads a backslash as a slash, so `/\t/evil.example` and `/\evil.example` are other sites to it (and
 * to the router, which refuses to go there): such a value, encoded or not, is never followed. What is left
 * must resolve to this origin.
 */
export function safeRedirect(
  value: string | null | undefined,
  fallback = '/',
  origin: string = globalThis.location?.origin ?? 'http://localhost',
): string {
  if (!value) return fallback;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return fallback;
  }
  if (hasUnsafeCharacter(value) || hasUnsafeCharacter(decoded)) return fallback;
  if (ENCODED_SEPARATOR.test(value.split(/[?#]/, 1)[0] ?? '')) return fallback;
  try {
    const target = new URL(value, origin);
    if (target.origin !== origin) return fallback;
    return `${target.pathname}${target.search}${target.hash}`;
  } catch {
    return fallback;
  }
}

/** The sign-in page that comes back to `redirect` afterwards: `/auth?redirect=/profile`. */
export function signInPath(redirect: string): string {
  return `/auth?redirect=${encodeURIComponent(redirect).replaceAll('%2F', '/')}`;
}
