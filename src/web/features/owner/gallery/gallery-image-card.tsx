import { Trash2 } from 'lucide-react';
import { imageVariant } from '../../../../domain/images';
import { Badge } from '../../../components/ui/badge';
import type { GalleryImage } from '../owner-queries';

interface GalleryImageCardProps {
  image: GalleryImage;
  businessName: string;
  onView: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One gallery image: opens the viewer, shows its order (display order + 1, SPEC §9) and caption. */
export function GalleryImageCard({ image, businessName, onView, onDelete, deleting }: GalleryImageCardProps) {
  const number = image.displayOrder + 1;
  return (
    <li className="relative overflow-hidden rounded-lg border border-line bg-white">
      <button
        type="button"
        onClick={onView}
        className="block w-full focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus"
      >
        <img
          src={imageVariant(image.imageUrl, 400) ?? image.imageUrl}
          alt={image.caption || `${businessName} photo ${number}`}
          width={400}
          height={400}
          loading="lazy"
          decoding="async"
          className="aspect-square w-full object-cover"
        />
      </button>
      <Badge role="img" aria-label={`Photo ${number}`} className="pointer-events-none absolute top-2 left-2 shadow">
        {number}
      </Badge>
      <button
        type="button"
        onClick={onDelete}
        disabled={deleting}
        aria-label={`Delete photo ${number}`}
        className="absolute top-1 right-1 inline-flex size-11 items-center justify-center rounded-full text-white focus-visible:outline-2 focus-visible:outline-focus disabled:opacity-60"
      >
        <span className="inline-flex size-8 items-center justify-center rounded-full bg-black/60 hover:bg-danger">
          <Trash2 aria-hidden="true" className="size-4" />
        </span>
      </button>
      {image.caption && <p className="p-2 text-sm text-stone-700 [overflow-wrap:anywhere]">{image.caption}</p>}
    </li>
  );
}
