import { Link, useRouteError } from 'react-router';
import { buttonClasses } from '../components/ui/button';

/** Shown when a page fails to load or render (for example, an outdated code chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error('Route failed', error);
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="text-muted">This page could not be shown. Please reload the page or try again later.</p>
      <Link to="/" reloadDocument className={buttonClasses('primary', 'lg')}>
        Return to Home
      </Link>
    </div>
  );
}
