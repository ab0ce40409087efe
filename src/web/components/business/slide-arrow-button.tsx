import { ChevronLeft, ChevronRight } from 'lucide-react';
import { t } from '../../lib/i18n';
import { cn } from '../ui/class-names';

interface SlideArrowButtonProps {
  direction: 'previous' | 'next';
  onClick: () => void;
  /** Over the photo (carousel) or on the dark viewer backdrop. */
  tone?: 'photo' | 'dark';
  className?: string;
}

const tones = {
  photo: 'bg-black/55 hover:bg-black/75',
  dark: 'bg-white/15 hover:bg-white/25',
} as const;

/**
 * The round 'Previous image' / 'Next image' button of the carousel and the viewer. Its arrow points the way
 * the text reads: 'previous' points left in English and right in Arabic and Urdu.
 */
export function SlideArrowButton({ direction, onClick, tone = 'photo', className }: SlideArrowButtonProps) {
  const Icon = direction === 'previous' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={direction === 'previous' ? t('Previous image') : t('Next image')}
      className={cn(
        'inline-flex size-11 items-center justify-center rounded-full text-white transition-colors',
        'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent',
        tones[tone],
        className,
      )}
    >
      <Icon aria-hidden="true" className="size-6 rtl:-scale-x-100" />
    </button>
  );
}
