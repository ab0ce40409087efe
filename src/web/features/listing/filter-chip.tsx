import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../components/ui/class-names';
import { ListingLink } from './listing-link';

interface FilterChipProps {
  pressed: boolean;
  /** The listing with this filter turned the other way: a link before the page's code has run. */
  href: string;
  onToggle: () => void;
  children: ReactNode;
}

/** One of the listing's on/off filters: a toggle button that says whether it is on (aria-pressed). */
export function FilterChip({ pressed, href, onToggle, children }: FilterChipProps) {
  return (
    <ListingLink
      href={href}
      aria-pressed={pressed}
      onFollow={onToggle}
      className={cn(
        'inline-flex min-h-9 shrink-0 items-center gap-1 whitespace-nowrap rounded-full border px-3 text-sm font-medium transition',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
        pressed
          ? 'border-brand-strong bg-brand-strong text-white'
          : 'border-line bg-white text-ink hover:border-brand hover:text-brand-strong',
      )}
    >
      {pressed && <Check aria-hidden="true" className="size-4" />}
      {children}
    </ListingLink>
  );
}
