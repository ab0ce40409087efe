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
  /** The page's largest image in the first screen (its LCP): fetched before anything else. */
  priority?: boolean;
  /** Sizes to choose from (`imageSrcSet`) and the width shown at each breakpoint. */
  srcSet?: string;
  sizes?: string;
  className?: string;
}

/** A business image, or a drawn placeholder (no request) when there is none or it fails to load. */
export function BusinessPhoto({
  src,
  alt,
  width,
  height,
  lazy = true,
  priority = false,
  srcSet,
  sizes,
  className,
}: BusinessPhotoProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <PhotoPlaceholder className={className} />;
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={lazy && !priority ? 'lazy' : 'eager'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? undefined : 'async'}
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
