import { Images } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { useDeleteImage } from '../owner-mutations';
import { useGalleryImages } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { AddImageDialog } from './add-image-dialog';
import { GalleryImageCard } from './gallery-image-card';
import { GalleryViewer } from './gallery-viewer';

interface GalleryTabProps {
  businessId: string;
  businessName: string;
}

/** SPEC §2 Gallery tab: the images in their order, Add Image, delete, and the full-screen viewer. */
export function GalleryTab({ businessId, businessName }: GalleryTabProps) {
  const images = useGalleryImages(businessId);
  const remove = useDeleteImage(businessId);
  const [viewing, setViewing] = useState<number | null>(null);
  const list = images.data ?? [];

  function deleteImage(imageId: string) {
    if (!window.confirm('Are you sure you want to delete this image?')) return;
    remove.mutate(imageId);
  }

  return (
    <div className="grid gap-4">
      <TabHeader
        title="Gallery"
        description="Photos customers see on your business page, in this order."
        action={<AddImageDialog businessId={businessId} />}
      />
      {images.isPending ? (
        <LoadingBlocks label="Loading images…" blocks={['h-24', 'h-24']} className="grid gap-3" />
      ) : images.isError ? (
        <p className="text-muted">Images could not be loaded. Please refresh the page.</p>
      ) : list.length === 0 ? (
        <EmptyState icon={Images} title="No Images Yet" text="Add photos of your food, your place and your team." />
      ) : (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((image, index) => (
            <GalleryImageCard
              key={image.id}
              image={image}
              businessName={businessName}
              onView={() => setViewing(index)}
              onDelete={() => deleteImage(image.id)}
              deleting={remove.isPending && remove.variables === image.id}
            />
          ))}
        </ul>
      )}
      <GalleryViewer images={list} index={viewing} onIndexChange={setViewing} businessName={businessName} />
    </div>
  );
}
