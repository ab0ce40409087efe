import { Direction } from 'radix-ui';
import { type PointerEvent, useEffect, useRef } from 'react';

/** Typing or choosing: the arrow keys and a swipe belong to the field, not to the book. */
function isField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || target.closest('input, textarea, select, [role="listbox"]') !== null)
  );
}

// How far a finger must travel sideways (px), and how much more sideways than down, to turn a page.
const SWIPE_MIN = 50;
const SWIPE_SLOPE = 1.5;

/** A step towards the right of the screen (1) or its left (-1) as a step in the book, which reads the page's way. */
function bookStep(side: 1 | -1, direction: 'ltr' | 'rtl'): 1 | -1 {
  return direction === 'rtl' ? (side === 1 ? -1 : 1) : side;
}

/**
 * Turns the book's pages with ArrowLeft / ArrowRight anywhere on the page (outside fields), and with a
 * sideways swipe on a touch screen: spread the returned handlers on the pages. The book reads the way its
 * language does: in English the next page is to the right, in Arabic and Urdu to the left.
 */
export function usePageTurning(turn: (step: 1 | -1) => void) {
  const direction = Direction.useDirection();
  const latest = useRef({ turn, direction });
  useEffect(() => {
    latest.current = { turn, direction };
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isField(event.target)) return;
      const { turn, direction } = latest.current;
      if (event.key === 'ArrowLeft') turn(bookStep(-1, direction));
      else if (event.key === 'ArrowRight') turn(bookStep(1, direction));
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current =
        event.pointerType === 'touch' && !isField(event.target) ? { x: event.clientX, y: event.clientY } : null;
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) < SWIPE_MIN || Math.abs(dx) <= Math.abs(dy) * SWIPE_SLOPE) return;
      // Swiping to the left brings in what lies to the right, and the other way round.
      const { turn, direction } = latest.current;
      turn(bookStep(dx < 0 ? 1 : -1, direction));
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
