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

/**
 * Turns the book's pages with ArrowLeft / ArrowRight anywhere on the page (outside fields), and with a
 * sideways swipe on a touch screen: spread the returned handlers on the pages.
 */
export function usePageTurning(turn: (step: 1 | -1) => void) {
  const latest = useRef(turn);
  useEffect(() => {
    latest.current = turn;
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (isField(event.target)) return;
      if (event.key === 'ArrowLeft') latest.current(-1);
      else if (event.key === 'ArrowRight') latest.current(1);
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
      if (Math.abs(dx) >= SWIPE_MIN && Math.abs(dx) > Math.abs(dy) * SWIPE_SLOPE) latest.current(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
