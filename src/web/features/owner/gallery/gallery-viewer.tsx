import { SlideArrowButton } from '../../../components/business/slide-arrow-button';
import { slideSteps } from '../../../components/business/slide-steps';
import { cn } from '../../../components/ui/class-names';
import { Dialog, DialogDescription, DialogTitle, FullScreenDialogContent } from '../../../components/ui/dialog';
import { t } from '../../../lib/i18n';
import type { GalleryImage } from '../owner-queries';

interface GalleryViewerProps {
  images: GalleryImage[];
  /** The image shown; null while closed. */
  index: number | null;
  onIndexChange: (index: number | null) => void;
  businessName: string;
}

/** SPEC §2 Gallery tab: the full-screen viewer with previous, next and a dot per image. */
export function GalleryViewer({ images, index, onIndexChange, businessName }: GalleryViewerProps) {
  const current = index ?? 0;
  const image = images[current];
  const count = images.length;
  const { step, onKeyDown } = slideSteps(current, count, onIndexChange);

  return (
    <Dialog open={index !== null && image !== undefined} onOpenChange={(open) => !open && onIndexChange(null)}>
      <FullScreenDialogContent onKeyDown={onKeyDown}>
        <DialogTitle className="sr-only">{t('{name} gallery', { name: businessName })}</DialogTitle>
        <DialogDescription className="sr-only">
          {t('Use the arrow keys or the buttons to move between images.')}
        </DialogDescription>
        <div className="flex min-h-0 flex-1 flex-col items-center justify-center gap-3 px-2 pt-16 pb-4 sm:px-20">
          {image && (
            <>
              <img
                src={image.imageUrl}
                alt={image.caption || t('{name} photo {number}', { name: businessName, number: current + 1 })}
                className="min-h-0 max-w-full flex-1 rounded-lg object-contain"
              />
              {image.caption && <p className="text-center text-sm text-white/90">{image.caption}</p>}
            </>
          )}
        </div>
        <div className="flex items-center justify-center gap-4 px-4 pb-6">
          {count > 1 && <SlideArrowButton direction="previous" onClick={() => step(-1)} tone="dark" />}
          <div className="flex flex-wrap justify-center">
            {images.map((item, i) => (
              <button
                key={item.id}
                type="button"
                aria-label={t('Show image {number}', { number: i + 1 })}
                aria-current={i === current}
                onClick={() => onIndexChange(i)}
                className="inline-flex size-8 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-accent"
              >
                <span className={cn('size-2.5 rounded-full', i === current ? 'bg-white' : 'bg-white/40')} />
              </button>
            ))}
          </div>
          {count > 1 && <SlideArrowButton direction="next" onClick={() => step(1)} tone="dark" />}
        </div>
      </FullScreenDialogContent>
    </Dialog>
  );
}
