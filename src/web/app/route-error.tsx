import { Component, type ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/button';
import { t } from '../lib/i18n';

/** Shown when a page fails to load or render (for example, an outdated code chunk after a deploy). */
export function RouteError() {
  return (
    <div className="mx-auto grid max-w-md justify-items-center gap-4 px-4 py-20 text-center">
      <h1 className="text-2xl font-bold text-ink">{t('Something went wrong')}</h1>
      <p className="text-muted">{t('This page could not be shown. Please reload the page or try again later.')}</p>
      <Link to="/" reloadDocument className={buttonClasses('primary', 'lg')}>
        {t('Return to Home')}
      </Link>
    </div>
  );
}

interface RouteErrorBoundaryProps {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught failure, so that leaving the broken page works. */
  resetKey?: string;
}

interface BoundaryState {
  failed: boolean;
  resetKey?: string;
}

/** Catches a page that throws while loading or rendering and shows `RouteError` in its place. */
export class RouteErrorBoundary extends Component<RouteErrorBoundaryProps, BoundaryState> {
  state: BoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<BoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: RouteErrorBoundaryProps, state: BoundaryState): BoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  componentDidCatch(error: unknown) {
    console.error('Route failed', error);
  }

  render() {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
