import { Utensils } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../ui/class-names';

interface BusinessPhotoProps {
  src: string | null;
  alt: string;
  width: number;
  height: number;
  /** Images below the fold load when scrolled near. */
  lazy?: boolean;
  className?: string;
}

/** A business image, or a drawn placeholder (no request) when there is none or it fails to load. */
export function BusinessPhoto({ src, alt, width, height, lazy = true, className }: BusinessPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <PhotoPlaceholder className={className} />;
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn('object-cover', className)}
    />
  );
}

export function PhotoPlaceholder({ className }: { className?: string }) {
  return (
    <div
      data-testid="photo-placeholder"
      className={cn('flex items-center justify-center bg-brand-soft text-brand/60', className)}
    >
      <Utensils aria-hidden="true" className="size-12" />
    </div>
  );
}
