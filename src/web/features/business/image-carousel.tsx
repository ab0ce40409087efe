import { Maximize2 } from 'lucide-react';
import { Direction } from 'radix-ui';
import { type KeyboardEvent, useState } from 'react';
import { PhotoPlaceholder } from '../../components/business/business-photo';
import { SlideArrowButton } from '../../components/business/slide-arrow-button';
import { slideSteps } from '../../components/business/slide-steps';
import { cn } from '../../components/ui/class-names';
import { t } from '../../lib/i18n';
import type { CarouselSlide } from './carousel-slides';
import { CarouselThumbnails } from './carousel-thumbnails';
import { ImageViewer } from './image-viewer';

interface ImageCarouselProps {
  slides: CarouselSlide[];
  /** '{name} photos': the carousel's and the viewer's accessible name. */
  title: string;
}

const frameClasses = 'aspect-[4/3] w-full rounded-xl sm:aspect-[16/9]';

/** The photo's width: the page less its padding, then the main column beside the 22rem side column. */
const PHOTO_SIZES = '(min-width: 1152px) 744px, (min-width: 1024px) calc(100vw - 25.5rem), calc(100vw - 2rem)';

/**
 * SPEC §2 /r/{slug} carousel: previous and next, arrow keys while it has focus, a counter, thumbnails,
 * and the full-screen viewer (double-click the photo, press Enter on the carousel, or 'View full screen').
 */
export function ImageCarousel({ slides, title }: ImageCarouselProps) {
  const [selected, setIndex] = useState(0);
  const [viewerOpen, setViewerOpen] = useState(false);
  // Right to left, the next photo lies leftwards: ArrowLeft goes forward.
  const forward = Direction.useDirection() === 'rtl' ? -1 : 1;
  const count = slides.length;
  // The gallery can shrink while the page is open; stay within it.
  const index = selected < count ? selected : 0;
  const slide = slides[index];
  if (!slide) return <PhotoPlaceholder className={frameClasses} />;

  const { step } = slideSteps(index, count, setIndex);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'ArrowLeft') step(-forward);
    else if (event.key === 'ArrowRight') step(forward);
    else if (event.key === 'Enter' && event.target === event.currentTarget) setViewerOpen(true);
    else return;
    event.preventDefault();
  }

  return (
    <section
      aria-roledescription={t('carousel')}
      aria-label={title}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so the arrow keys and Enter work on it
      tabIndex={0}
      onKeyDown={onKeyDown}
      className="grid gap-3 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-focus"
    >
      <div className="relative overflow-hidden rounded-xl bg-stone-900">
        {/* The first photo is the page's largest paint: fetched first, at the size shown. */}
        <img
          src={slide.src}
          srcSet={slide.srcSet}
          sizes={slide.srcSet ? PHOTO_SIZES : undefined}
          alt={slide.alt}
          width={1200}
          height={800}
          fetchPriority={index === 0 ? 'high' : undefined}
          decoding={index === 0 ? undefined : 'async'}
          // A picture without its smaller variants still shows, from the full image.
          onError={(event) => event.currentTarget.removeAttribute('srcset')}
          onDoubleClick={() => setViewerOpen(true)}
          className={cn(frameClasses, 'cursor-zoom-in object-cover')}
        />
        {count > 1 && (
          <>
            <SlideArrowButton
              direction="previous"
              onClick={() => step(-1)}
              className="absolute top-1/2 start-3 -translate-y-1/2"
            />
            <SlideArrowButton
              direction="next"
              onClick={() => step(1)}
              className="absolute top-1/2 end-3 -translate-y-1/2"
            />
          </>
        )}
        <p
          aria-live="polite"
          className="absolute bottom-3 start-3 rounded-full bg-black/60 px-3 py-1 text-sm font-medium text-white tabular-nums"
        >
          {index + 1} / {count}
        </p>
        <button
          type="button"
          onClick={() => setViewerOpen(true)}
          className="absolute end-3 bottom-3 inline-flex h-9 items-center gap-2 rounded-full bg-black/60 px-3 text-sm font-medium text-white hover:bg-black/75 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent"
        >
          <Maximize2 aria-hidden="true" className="size-4" />
          {t('View full screen')}
        </button>
      </div>
      {count > 1 && (
        <CarouselThumbnails
          slides={slides}
          index={index}
          onSelect={setIndex}
          onOpen={(position) => {
            setIndex(position);
            setViewerOpen(true);
          }}
        />
      )}
      <ImageViewer
        open={viewerOpen}
        onOpenChange={setViewerOpen}
        slides={slides}
        index={index}
        onIndexChange={setIndex}
        title={title}
      />
    </section>
  );
}
