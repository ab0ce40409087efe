import { type UIEvent, useLayoutEffect, useRef } from 'react';

// How close to the bottom (px) still counts as reading the newest message.
const AT_BOTTOM_SLACK = 48;

/**
 * Keeps a thread's scroll box on the newest message: on open, when a message arrives while the reader is at
 * the bottom, and after the reader sends one. Earlier messages loaded above keep the reader's place.
 */
export function useFollowNewest(firstId: string | undefined, lastId: string | undefined) {
  const ref = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const shown = useRef<{ firstId?: string; lastId?: string; height: number }>({ height: 0 });

  useLayoutEffect(() => {
    const box = ref.current;
    if (!box) return;
    const before = shown.current;
    if (lastId !== before.lastId) {
      if (atBottom.current) box.scrollTop = box.scrollHeight;
    } else if (firstId !== before.firstId) {
      box.scrollTop += box.scrollHeight - before.height;
    }
    shown.current = { firstId, lastId, height: box.scrollHeight };
  }, [firstId, lastId]);

  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    const box = event.currentTarget;
    atBottom.current = box.scrollHeight - box.scrollTop - box.clientHeight <= AT_BOTTOM_SLACK;
  };
  /** The reader sent a message: follow it down even if they had scrolled up. */
  const follow = () => {
    atBottom.current = true;
  };
  return { ref, onScroll, follow };
}
