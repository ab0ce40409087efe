import { Utensils } from 'lucide-react';
import { imageVariant } from '../../../../domain/images';
import { cn } from '../../../components/ui/class-names';

/** A listing's photo at card size, or a drawn placeholder; decorative, the card's heading names the listing. */
export function BusinessThumbnail({ imageUrl, className }: { imageUrl: string | null; className?: string }) {
  const src = imageVariant(imageUrl, 400);
  if (!src) {
    return (
      <div className={cn('flex items-center justify-center bg-brand-soft text-brand/60', className)}>
        <Utensils aria-hidden="true" className="size-10" />
      </div>
    );
  }
  return (
    <img src={src} alt="" loading="lazy" decoding="async" className={cn('bg-stone-100 object-cover', className)} />
  );
}
