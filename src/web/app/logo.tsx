import { MoonStar } from 'lucide-react';
import { Link } from 'react-router';
import { t } from '../lib/i18n';

export function Logo() {
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2 rounded-lg font-bold text-ink focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
    >
      <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand text-white">
        <MoonStar aria-hidden="true" className="size-5" />
      </span>
      {/* One line at every width: 14 px fits beside the menu button at 320 px, 16 px from 400 px. */}
      <span className="text-sm leading-tight whitespace-nowrap min-[400px]:text-base sm:text-lg">
        {t('Indiana Halal Directory')}
      </span>
    </Link>
  );
}
