import { Clock, LocateFixed } from 'lucide-react';
import { type MouseEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { roundCoordinate } from '../../../domain/geo';
import { ALL_BUSINESSES_SLUG } from '../../../domain/limits';
import { cn } from '../../components/ui/class-names';
import { Spinner } from '../../components/ui/spinner';
import { t } from '../../lib/i18n';

const ALL_BUSINESSES_PATH = `/c/${ALL_BUSINESSES_SLUG}`;

/** Every business, nearest first: the listing asks where the person is when it has no place to measure from. */
export const NEAR_ME_PATH = `${ALL_BUSINESSES_PATH}?sort=distance`;
/** Every business open at this moment (the listing's ?open=now). */
export const OPEN_NOW_PATH = `${ALL_BUSINESSES_PATH}?open=now`;

/** The listing of every business, nearest to `position` first (its ?lat=&lng=, rounded to about 100 m). */
export function nearPositionPath(latitude: number, longitude: number): string {
  const params = new URLSearchParams({
    lat: String(roundCoordinate(latitude)),
    lng: String(roundCoordinate(longitude)),
    sort: 'distance',
  });
  return `${ALL_BUSINESSES_PATH}?${params}`;
}

const chipClasses = cn(
  'inline-flex h-10 items-center gap-1.5 rounded-full border border-line bg-white px-4 text-sm font-semibold whitespace-nowrap text-ink',
  'hover:border-brand hover:bg-brand-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
);

/**
 * Issue 31: 'Near me' and 'Open now' on the home page's first screen. Both are links to the listing of
 * every business, so they work before the page's code has run; once it has, 'Near me' first asks the
 * browser where the person is and opens the listing nearest that place (without an answer, the link's own
 * listing, sorted by distance, asks again).
 */
export function QuickFinds() {
  const navigate = useNavigate();
  const [locating, setLocating] = useState(false);

  function nearMe(event: MouseEvent<HTMLAnchorElement>) {
    const geolocation = navigator.geolocation;
    if (!geolocation || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    setLocating(true);
    geolocation.getCurrentPosition(
      ({ coords }) => navigate(nearPositionPath(coords.latitude, coords.longitude)),
      () => navigate(NEAR_ME_PATH),
      // A position from the last few minutes is close enough to sort by.
      { maximumAge: 5 * 60_000, timeout: 15_000 },
    );
  }

  return (
    <ul className="flex flex-wrap gap-2">
      <li>
        <Link to={NEAR_ME_PATH} onClick={nearMe} aria-busy={locating || undefined} className={chipClasses}>
          {locating ? <Spinner /> : <LocateFixed aria-hidden="true" className="size-4 text-brand" />}
          {t('Near me')}
        </Link>
      </li>
      <li>
        <Link to={OPEN_NOW_PATH} className={chipClasses}>
          <Clock aria-hidden="true" className="size-4 text-brand" />
          {t('Open now')}
        </Link>
      </li>
    </ul>
  );
}
