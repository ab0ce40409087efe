import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import type { CarouselSlide } from './carousel-slides';

interface CarouselThumbnailsProps {
  slides: CarouselSlide[];
  index: number;
  onSelect: (index: number) => void;
  /** Double-click: show this photo in the full-screen viewer. */
  onOpen: (index: number) => void;
}

export function CarouselThumbnails({ slides, index, onSelect, onOpen }: CarouselThumbnailsProps) {
  return (
    <ul className="flex gap-2 overflow-x-auto p-1">
      {slides.map((slide, position) => (
        <li key={slide.key} className="shrink-0">
          <button
            type="button"
            onClick={() => onSelect(position)}
            onDoubleClick={() => onOpen(position)}
            aria-label={t('Show image {number}', { number: position + 1 })}
            aria-current={position === index ? 'true' : undefined}
            className={cn(
              'block overflow-hidden rounded-lg border-2 transition',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus',
              position === index ? 'border-brand' : 'border-transparent opacity-70 hover:opacity-100',
            )}
          >
            <img
              src={slide.thumbnail}
              alt=""
              width={96}
              height={72}
              loading="lazy"
              decoding="async"
              // A picture without its small variant still shows, from the full image.
              onError={(event) => {
                if (event.currentTarget.src !== new URL(slide.src, window.location.href).href) {
                  event.currentTarget.src = slide.src;
                }
              }}
              className="h-16 w-20 object-cover sm:h-18 sm:w-24"
            />
          </button>
        </li>
      ))}
    </ul>
  );
}
