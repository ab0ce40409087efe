import { ArrowDown, ArrowUp, GripVertical, Trash2 } from 'lucide-react';
import type { DragEvent } from 'react';
import { imageVariant } from '../../../../domain/images';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../components/ui/class-names';
import { t } from '../../../lib/i18n';
import type { GalleryImage } from '../owner-queries';

/** What the owner can do with one photo of the gallery. */
export interface GalleryImageActions {
  onView: () => void;
  onDelete: () => void;
  /** Moves the photo one place: -1 towards the start, 1 towards the end. */
  onMove: (step: -1 | 1) => void;
  /** Absent for the cover itself. */
  onUseAsCover?: () => void;
  /** Dragging (pointer devices): this photo picked up, another one dragged over, this one dropped on. */
  onDragStart: () => void;
  onDragEnter: () => void;
  onDrop: () => void;
  onDragEnd: () => void;
}

interface GalleryImageCardProps extends GalleryImageActions {
  image: GalleryImage;
  businessName: string;
  isFirst: boolean;
  isLast: boolean;
  isCover: boolean;
  deleting: boolean;
  dragging: boolean;
  dropTarget: boolean;
}

const overlayButton =
  'inline-flex size-11 items-center justify-center rounded-full text-white focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60';

/**
 * One gallery photo: opens the viewer, shows its order (display order + 1, SPEC §9), whether it is the
 * cover, and its caption; it can be dragged to another place, moved with its arrows, or made the cover.
 */
export function GalleryImageCard({ image, businessName, isFirst, isLast, isCover, ...props }: GalleryImageCardProps) {
  const number = image.displayOrder + 1;
  const allowDrop = (event: DragEvent) => {
    event.preventDefault();
    event.dataTransfer.dropEffect = 'move';
  };
  return (
    <li
      draggable
      onDragStart={(event) => {
        event.dataTransfer.effectAllowed = 'move';
        // Firefox starts a drag only with some data set.
        event.dataTransfer.setData('text/plain', image.id);
        props.onDragStart();
      }}
      onDragEnter={props.onDragEnter}
      onDragOver={allowDrop}
      onDrop={(event) => {
        event.preventDefault();
        props.onDrop();
      }}
      onDragEnd={props.onDragEnd}
      className={cn(
        'grid content-start overflow-hidden rounded-lg border border-line bg-white',
        props.dragging && 'opacity-50',
        props.dropTarget && 'ring-2 ring-brand',
      )}
    >
      <div className="relative">
        <button
          type="button"
          onClick={props.onView}
          className="block w-full cursor-grab focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus"
        >
          <img
            src={imageVariant(image.imageUrl, 400) ?? image.imageUrl}
            alt={image.caption || t('{name} photo {number}', { name: businessName, number })}
            width={400}
            height={400}
            loading="lazy"
            decoding="async"
            draggable={false}
            className="aspect-square w-full object-cover"
          />
        </button>
        <Badge
          role="img"
          aria-label={t('Photo {number}', { number })}
          className="pointer-events-none absolute top-2 start-2 shadow"
        >
          {number}
        </Badge>
        {isCover && (
          <Badge variant="accent" className="pointer-events-none absolute bottom-2 start-2 shadow">
            {t('Cover')}
          </Badge>
        )}
        <GripVertical
          aria-hidden="true"
          className="pointer-events-none absolute end-2 bottom-2 hidden size-5 rounded bg-black/60 text-white pointer-fine:block"
        />
        <button
          type="button"
          onClick={props.onDelete}
          disabled={props.deleting}
          aria-label={t('Delete photo {number}', { number })}
          className={cn(overlayButton, 'absolute top-1 end-1')}
        >
          <span className="inline-flex size-8 items-center justify-center rounded-full bg-black/60 hover:bg-danger">
            <Trash2 aria-hidden="true" className="size-4" />
          </span>
        </button>
      </div>
      {image.caption && <p className="px-2 pt-2 text-sm text-stone-700 [overflow-wrap:anywhere]">{image.caption}</p>}
      <div className="flex flex-wrap items-center gap-1 p-1">
        <Button
          variant="ghost"
          size="icon"
          onClick={() => props.onMove(-1)}
          disabled={isFirst}
          aria-label={t('Move photo {number} up', { number })}
          data-move="up"
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          onClick={() => props.onMove(1)}
          disabled={isLast}
          aria-label={t('Move photo {number} down', { number })}
          data-move="down"
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </Button>
        {props.onUseAsCover && (
          <Button
            variant="ghost"
            size="sm"
            onClick={props.onUseAsCover}
            aria-label={t('Use photo {number} as cover', { number })}
            className="ms-auto px-2 text-xs"
          >
            {t('Use as cover')}
          </Button>
        )}
      </div>
    </li>
  );
}
