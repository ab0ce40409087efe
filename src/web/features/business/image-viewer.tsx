import { Direction } from 'radix-ui';
import type { KeyboardEvent } from 'react';
import { SlideArrowButton } from '../../components/business/slide-arrow-button';
import { slideSteps } from '../../components/business/slide-steps';
import { Dialog, DialogDescription, DialogTitle, FullScreenDialogContent } from '../../components/ui/dialog';
import { t } from '../../lib/i18n';
import type { CarouselSlide } from './carousel-slides';

interface ImageViewerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  slides: CarouselSlide[];
  index: number;
  onIndexChange: (index: number) => void;
  title: string;
}

/** SPEC §2 /r/{slug}: the full-screen viewer; previous and next wrap around at both ends. */
export function ImageViewer({ open, onOpenChange, slides, index, onIndexChange, title }: ImageViewerProps) {
  const slide = slides[index];
  const count = slides.length;
  const { step } = slideSteps(index, count, onIndexChange);
  // Right to left, the next photo lies leftwards: ArrowLeft goes forward.
  const forward = Direction.useDirection() === 'rtl' ? -1 : 1;
  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') step(-forward);
    else if (event.key === 'ArrowRight') step(forward);
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <FullScreenDialogContent onKeyDown={onKeyDown}>
        <DialogTitle className="sr-only">{title}</DialogTitle>
        <DialogDescription className="sr-only">
          {t('Use the arrow keys or the buttons to move between photos.')}
        </DialogDescription>
        <div className="flex min-h-0 flex-1 items-center justify-center px-2 pt-16 pb-4 sm:px-20">
          {slide && <img src={slide.src} alt={slide.alt} className="max-h-full max-w-full rounded-lg object-contain" />}
        </div>
        <div className="flex items-center justify-center gap-6 pb-6">
          {count > 1 && <SlideArrowButton direction="previous" onClick={() => step(-1)} tone="dark" />}
          <p aria-live="polite" className="min-w-16 text-center text-sm font-medium tabular-nums">
            {index + 1} / {count}
          </p>
          {count > 1 && <SlideArrowButton direction="next" onClick={() => step(1)} tone="dark" />}
        </div>
      </FullScreenDialogContent>
    </Dialog>
  );
}
