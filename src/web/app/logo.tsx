import { MoonStar } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';

/**
 * The home link. Its name is the directory's whole name at every width; below 1024 px the row shows the
 * short name instead (the whole one, in Spanish or Arabic, left the search no room: issue 31).
 */
export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg font-bold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-white">
        <MoonStar aria-hidden="true" className="size-5" />
      </span>
      <span className="sr-only text-lg leading-tight whitespace-nowrap lg:not-sr-only">
        {t('Indiana Halal Directory')}
      </span>
      <span aria-hidden="true" className="text-sm leading-tight whitespace-nowrap min-[400px]:text-base lg:hidden">
        {t('Halal Indiana')}
      </span>
    </Link>
  );
}
