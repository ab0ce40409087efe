import { type OpenStatus, statusText } from '../../../domain/opening-hours';
import { cn } from '../../components/ui/class-names';

/**
 * Issue 17: whether a place is open, as the listing's cards say it ('Open now · Closes at 9 PM'); nothing
 * when its hours are unknown. The server computes the status at the browser's clock.
 */
export function OpenStatusLine({ status, className }: { status: OpenStatus; className?: string }) {
  const text = statusText(status);
  if (!text) return null;
  return (
    <p className={cn('text-sm', className)}>
      <span className={cn('font-semibold', status.state === 'open' ? 'text-brand-strong' : 'text-muted')}>
        {text.headline}
      </span>
      {text.detail && (
        <>
          <span aria-hidden="true" className="text-muted">
            {' · '}
          </span>
          <span className="text-muted">{text.detail}</span>
        </>
      )}
    </p>
  );
}
