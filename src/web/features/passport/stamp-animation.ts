// The stamp's motion (passport contract): dip the stamp in the ink pad, carry it to the page, press, lift.
// Web Animations in the feature rather than keyframes in the theme: the path depends on where the pad sits.

export const STAMP_PHASES_MS = { dip: 300, travel: 250, press: 350, settle: 150 } as const;
export const REMOVE_STAMP_MS = 300;

const { dip, travel, press, settle } = STAMP_PHASES_MS;
export const STAMP_MS = dip + travel + press + settle;
/** When the rubber meets the paper: halfway through the press. */
const CONTACT_MS = dip + travel + press / 2;

const at = (ms: number) => ms / STAMP_MS;
// Seen from above: the stamp looks larger the higher it is held, smaller when pressed into the pad.
const place = (x: number, y: number, scale: number) => `translate(${x}px, ${y}px) scale(${scale})`;

export interface StampParts {
  /** The stamp in the hand; at rest it covers the stamp's place exactly, unseen. */
  tool: HTMLElement;
  pad: HTMLElement;
}

/** Whether this browser can run the motion (jsdom and very old browsers cannot: the stamp just appears). */
export function canAnimate(element: Element | null): element is HTMLElement {
  return typeof element?.animate === 'function';
}

function finished(animations: Animation[]): Promise<void> {
  return Promise.all(animations.map((animation) => animation.finished)).then(
    () => undefined,
    () => undefined, // Cancelled (the page went away): nothing to wait for.
  );
}

/** Dip, travel, press and settle: the stamp's whole trip, 1050 ms. */
export function playStamp({ tool, pad }: StampParts): Promise<void> {
  const toolBox = tool.getBoundingClientRect();
  const padBox = pad.getBoundingClientRect();
  const x = padBox.left + padBox.width / 2 - (toolBox.left + toolBox.width / 2);
  const y = padBox.top + padBox.height / 2 - (toolBox.top + toolBox.height / 2);
  const overPad = (padBox.width / toolBox.width) * 0.85;
  const timing = { duration: STAMP_MS, easing: 'linear' };
  const toolMotion = tool.animate(
    [
      { offset: 0, opacity: 0, transform: place(x, y, overPad), easing: 'ease-out' },
      { offset: at(60), opacity: 1, transform: place(x, y, overPad), easing: 'ease-in' },
      { offset: at(dip * 0.55), transform: place(x, y, overPad * 0.92), easing: 'ease-out' },
      { offset: at(dip), transform: place(x, y, overPad), easing: 'ease-in-out' },
      { offset: at(dip + travel), transform: place(0, 0, 1.1), easing: 'ease-in' },
      { offset: at(CONTACT_MS), transform: place(0, 0, 1) },
      { offset: at(dip + travel + press), opacity: 1, transform: place(0, 0, 0.98), easing: 'ease-out' },
      { offset: 1, opacity: 0, transform: place(0, 0, 1.14) },
    ],
    timing,
  );
  const padMotion = pad.animate(
    [
      { offset: 0, opacity: 0 },
      { offset: at(60), opacity: 1 },
      { offset: at(dip + 60), opacity: 1 },
      { offset: at(dip + travel), opacity: 0 },
      { offset: 1, opacity: 0 },
    ],
    timing,
  );
  return finished([toolMotion, padMotion]);
}

/** The ink shows where the rubber touched, then settles; `elapsedMs` since the stamp's trip began. */
export function playImpression(impression: HTMLElement, elapsedMs: number): Promise<void> {
  const duration = STAMP_MS - CONTACT_MS;
  const appear = impression.animate(
    [
      { offset: 0, opacity: 0, transform: 'scale(1.06)' },
      { offset: 60 / duration, opacity: 0.9, transform: 'scale(1.03)' },
      { offset: 1, opacity: 1, transform: 'scale(1)' },
    ],
    {
      duration,
      delay: Math.max(0, CONTACT_MS - elapsedMs),
      easing: 'ease-out',
      fill: 'backwards',
    },
  );
  return finished([appear]);
}

/** The ink fades from the page, 300 ms; it stays faded until the stamp is gone from the screen. */
export function playRemoval(impression: HTMLElement): Promise<void> {
  const fade = impression.animate(
    [
      { opacity: 1, transform: 'scale(1)', filter: 'blur(0)' },
      { opacity: 0, transform: 'scale(0.92)', filter: 'blur(2px)' },
    ],
    { duration: REMOVE_STAMP_MS, easing: 'ease-in', fill: 'forwards' },
  );
  return finished([fade]);
}

/** A page turning in from the side it comes from (on screen: right or left), 250 ms. */
export function playPageTurn(page: HTMLElement, from: 'right' | 'left'): void {
  const direction = from === 'right' ? 1 : -1;
  page.animate(
    [
      { opacity: 0.3, transform: `perspective(1600px) translateX(${direction * 24}px) rotateY(${direction * -8}deg)` },
      { opacity: 1, transform: 'none' },
    ],
    { duration: 250, easing: 'ease-out' },
  );
}
