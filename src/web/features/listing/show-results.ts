/** Below this many pixels from the window's top the results are under the sticky header, not in view. */
const HEADER_ROOM = 96;

/**
 * Issue 31: brings the listing's results (their count first) into view when a change of filter would
 * otherwise happen out of sight: the person has scrolled past their start, or it is low on the screen.
 * Left alone when their start is already in the upper half of the screen.
 */
export function showResults(results: HTMLElement | null) {
  if (!results || typeof window === 'undefined') return;
  const { top } = results.getBoundingClientRect();
  if (top >= HEADER_ROOM && top <= window.innerHeight / 2) return;
  const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  results.scrollIntoView?.({ block: 'start', behavior: smooth ? 'smooth' : 'auto' });
}
