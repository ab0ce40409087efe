// Apart from redirect-target.ts, which every page's shell loads: only the forms that ask a signed-out person
// to sign in (a review, a claim) need this.

/** The sign-in page on the login tab, coming back to `returnTo` afterwards: `/auth?tab=login&redirect=/r/x`. */
export function signInToReturnPath(returnTo: string): string {
  return `/auth?tab=login&redirect=${encodeURIComponent(returnTo).replaceAll('%2F', '/')}`;
}
