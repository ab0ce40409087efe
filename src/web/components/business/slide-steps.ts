import type { KeyboardEvent } from 'react';

/** The index `step` away from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/**
 * Whether `element` is laid out right to left (Arabic, Urdu): its computed direction, or the nearest `dir`
 * above it where the computed style does not say (a test's DOM).
 */
function readsRightToLeft(element: Element): boolean {
  const computed = typeof getComputedStyle === 'function' ? getComputedStyle(element).direction : '';
  if (computed === 'rtl') return true;
  return element.closest('[dir]')?.getAttribute('dir') === 'rtl';
}

/**
 * Previous and next for a set of slides, by button or by the arrow keys, wrapping around at both ends. The
 * arrow keys follow the reading direction: right to left, ArrowLeft goes to the next slide. Give `direction`
 * (Radix's `Direction.useDirection()`) when it is known; otherwise it is read from the page.
 */
export function slideSteps(index: number, count: number, go: (index: number) => void, direction?: 'ltr' | 'rtl') {
  const step = (delta: number) => go(wrapIndex(index, delta, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    const rightToLeft = direction ? direction === 'rtl' : readsRightToLeft(event.currentTarget);
    const forward = rightToLeft ? 'ArrowLeft' : 'ArrowRight';
    step(event.key === forward ? 1 : -1);
  };
  return { step, onKeyDown };
}
