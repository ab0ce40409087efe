import { Link } from 'react-router';
import { cn } from '../ui/class-names';

interface BusinessCardNameProps {
  slug: string;
  name: string;
  level?: 2 | 3;
  className?: string;
}

/**
 * Issue 31: a card's one link to its business, the name. Its ::after stretches over the card (whose box is
 * `relative`), so a click anywhere on it opens the business and a keyboard meets one link, named by the
 * business; the card's own buttons stand above it (`relative z-10`), each its own stop. When focused, the
 * ring goes round the whole card, inside its edge so the card's rounded clip keeps it.
 */
export function BusinessCardName({ slug, name, level = 3, className }: BusinessCardNameProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className={cn('leading-snug font-semibold text-ink', className)}>
      <Link
        to={`/r/${slug}`}
        className={cn(
          'after:absolute after:inset-0 after:rounded-xl group-hover:text-brand-strong',
          'focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:-outline-offset-2 focus-visible:after:outline-focus',
        )}
      >
        {name}
      </Link>
    </Heading>
  );
}
