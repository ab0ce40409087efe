/** A `redirect` query value is followed only when it is a path on this site ("/…", not "//host"). */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}

/** The sign-in page that comes back to `redirect` afterwards: `/auth?redirect=/profile`. */
export function signInPath(redirect: string): string {
  return `/auth?redirect=${encodeURIComponent(redirect).replaceAll('%2F', '/')}`;
}
