import type { Ref } from 'react';
import { cn } from '../../components/ui/class-names';

// The props of the stamp's motion, seen from above like the page: drawn, not read (aria-hidden), and
// invisible until the motion runs.

interface PropProps {
  ink: string;
  ref?: Ref<HTMLDivElement>;
  className?: string;
}

/** The rubber stamp in the hand, from above: a wooden block with its knob, as wide as the impression. */
export function StampTool({ ink, ref, className }: PropProps) {
  return (
    <div ref={ref} aria-hidden="true" className={cn('pointer-events-none opacity-0', className)}>
      <svg viewBox="0 0 200 200" aria-hidden="true" className="size-full drop-shadow-xl">
        <circle cx="100" cy="100" r="97" fill={ink} />
        <circle cx="100" cy="100" r="92" fill="#7c4a22" />
        <circle cx="100" cy="100" r="80" fill="#9a6534" />
        <circle cx="100" cy="100" r="46" fill="#5c3413" />
        <circle cx="100" cy="100" r="40" fill="#6b3f1d" />
        <ellipse cx="86" cy="84" rx="16" ry="10" fill="#c08a52" opacity="0.6" />
      </svg>
    </div>
  );
}

/** The ink pad the stamp is dipped in, beside the stamp's place. */
export function InkPad({ ink, ref, className }: PropProps) {
  return (
    <div ref={ref} aria-hidden="true" className={cn('pointer-events-none opacity-0', className)}>
      <svg viewBox="0 0 100 100" aria-hidden="true" className="size-full drop-shadow-md">
        <rect x="2" y="2" width="96" height="96" rx="12" fill="#27272a" />
        <rect x="10" y="10" width="80" height="80" rx="8" fill={ink} />
        <rect x="10" y="10" width="80" height="24" rx="8" fill="#ffffff" opacity="0.12" />
      </svg>
    </div>
  );
}
