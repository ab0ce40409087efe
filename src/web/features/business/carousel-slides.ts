import { imageVariant } from '../../../domain/images';
import { imageSrcSet } from '../../components/business/image-sources';
import type { BusinessPageData } from '../../lib/business-queries';
import { t } from '../../lib/i18n';

export interface CarouselSlide {
  key: string;
  /** The full image (1200 wide for stored images). */
  src: string;
  /** Its variants (`srcset`), so the carousel fetches the width it shows; undefined for pasted links. */
  srcSet: string | undefined;
  /** The 400-wide variant for thumbnails. */
  thumbnail: string;
  alt: string;
}

/** SPEC §2 /r/{slug} carousel: the gallery in its order, else the business image, else nothing (placeholder). */
export function carouselSlides(business: Pick<BusinessPageData, 'name' | 'imageUrl' | 'images'>): CarouselSlide[] {
  if (business.images.length > 0) {
    return [...business.images]
      .sort((a, b) => a.displayOrder - b.displayOrder)
      .map((image, index) => ({
        key: image.id,
        src: image.imageUrl,
        srcSet: imageSrcSet(image.imageUrl),
        thumbnail: imageVariant(image.imageUrl, 400) ?? image.imageUrl,
        alt: image.caption || t('{name} photo {number}', { name: business.name, number: index + 1 }),
      }));
  }
  if (business.imageUrl) {
    return [
      {
        key: 'business-image',
        src: business.imageUrl,
        srcSet: imageSrcSet(business.imageUrl),
        thumbnail: imageVariant(business.imageUrl, 400) ?? business.imageUrl,
        alt: business.name,
      },
    ];
  }
  return [];
}
