import { type ReactNode, Suspense } from 'react';

/**
 * A part of a page the server rendered that the browser brings to life apart from the page's frame: React
 * hydrates the frame first (the header, the search, the filters), commits it, and then the parts so marked,
 * in slices between which a tap is handled, instead of holding a slow phone's main thread for the whole page
 * at once (issues 31 and 40: the listing's two dozen cards). A tap on a part not yet alive makes React
 * hydrate that part first. Nothing inside suspends on a page the browser draws itself: the part's code is
 * the page's own, so the boundary never shows a fallback.
 */
export function HydratedApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
