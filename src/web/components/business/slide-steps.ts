import type { KeyboardEvent } from 'react';

/** The index `step` away from `index`, wrapping around at both ends. */
export function wrapIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** Previous and next for a set of slides, by button or by the arrow keys, wrapping around at both ends. */
export function slideSteps(index: number, count: number, go: (index: number) => void) {
  const step = (delta: number) => go(wrapIndex(index, delta, count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    else if (event.key === 'ArrowRight') step(1);
  };
  return { step, onKeyDown };
}
