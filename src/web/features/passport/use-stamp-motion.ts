import { useLayoutEffect, useRef, useState } from 'react';
import { canAnimate, playImpression, playRemoval, playStamp } from './stamp-animation';
import { usePrefersReducedMotion } from './use-media-query';

type Motion = 'stamping' | 'removing' | null;

/**
 * The stamp's motion on one business's page, and whether it is running (the controls wait for it). With
 * `prefers-reduced-motion: reduce`, or where the browser cannot animate, nothing moves: the change shows at once.
 */
export function useStampMotion(stamped: boolean) {
  const reduceMotion = usePrefersReducedMotion();
  const tool = useRef<HTMLDivElement>(null);
  const pad = useRef<HTMLDivElement>(null);
  const impression = useRef<HTMLDivElement>(null);
  const [motion, setMotion] = useState<Motion>(null);
  const startedAt = useRef(0);

  // The stamp is drawn as soon as it is made (optimistic); its ink shows when the rubber touches the paper.
  useLayoutEffect(() => {
    if (motion !== 'stamping' || !stamped || !canAnimate(impression.current)) return;
    void playImpression(impression.current, performance.now() - startedAt.current);
  }, [motion, stamped]);

  /** Runs the trip from the ink pad to the page; `stamp` is called as it starts. */
  async function stampDown(stamp: () => void) {
    stamp();
    if (reduceMotion || !canAnimate(tool.current) || !pad.current) return;
    startedAt.current = performance.now();
    setMotion('stamping');
    await playStamp({ tool: tool.current, pad: pad.current });
    setMotion(null);
  }

  /** Fades the ink, then calls `remove`. */
  async function liftOff(remove: () => void) {
    if (!reduceMotion && canAnimate(impression.current)) {
      setMotion('removing');
      await playRemoval(impression.current);
    }
    remove();
    setMotion(null);
  }

  return { refs: { tool, pad, impression }, moving: motion !== null, stampDown, liftOff };
}
