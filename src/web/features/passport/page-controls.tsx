import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';

interface PageControlsProps {
  /** 0 is the cover. */
  index: number;
  count: number;
  /** A stamp is moving: the pages wait. */
  locked: boolean;
  onTurn: (index: number) => void;
}

/** Previous and Next (disabled at the ends) around 'Page n of N', which screen readers hear as it changes. */
export function PageControls({ index, count, locked, onTurn }: PageControlsProps) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const atStart = index <= 0;
  const atEnd = index >= count - 1;

  function turn(to: number) {
    if (locked) return;
    onTurn(to);
    // The button just pressed becomes disabled at an end: the other one keeps the keyboard on the controls.
    if (to <= 0) next.current?.focus();
    else if (to >= count - 1) previous.current?.focus();
  }

  // Words from 640 px up; a phone shows the arrows (the buttons keep their names).
  const controlClasses = cn('max-sm:w-11 max-sm:px-0', locked && 'cursor-wait opacity-60');
  return (
    <nav aria-label={t('Passport pages')} className="flex items-center justify-between gap-3">
      <Button
        ref={previous}
        variant="outline"
        aria-label={t('Previous page')}
        onClick={() => turn(index - 1)}
        disabled={atStart}
        aria-disabled={locked || undefined}
        className={controlClasses}
      >
        <ChevronLeft aria-hidden="true" className="size-5 rtl:-scale-x-100" />
        <span className="max-sm:sr-only">{t('Previous')}</span>
      </Button>
      <p aria-live="polite" className="text-sm font-medium text-muted tabular-nums">
        {t('Page {page} of {count}', { page: index + 1, count })}
      </p>
      <Button
        ref={next}
        variant="outline"
        aria-label={t('Next page')}
        onClick={() => turn(index + 1)}
        disabled={atEnd}
        aria-disabled={locked || undefined}
        className={controlClasses}
      >
        <span className="max-sm:sr-only">{t('Next')}</span>
        <ChevronRight aria-hidden="true" className="size-5 rtl:-scale-x-100" />
      </Button>
    </nav>
  );
}
