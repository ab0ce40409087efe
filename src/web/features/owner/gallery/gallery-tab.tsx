import { Images } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { t } from '../../../lib/i18n';
import { type GalleryImage, useGalleryImages } from '../owner-queries';
import { TabHeader } from '../tab-header';
import { AddImageDialog } from './add-image-dialog';
import { GalleryImageCard } from './gallery-image-card';
import { useDeleteImage, useReorderImages, useSetCover } from './gallery-mutations';
import { moveTo } from './gallery-order';
import { GalleryViewer } from './gallery-viewer';

interface GalleryTabProps {
  businessId: string;
  businessName: string;
  /** The photo on the business's cards (businesses.image_url); the gallery photo with this URL is the cover. */
  coverUrl: string | null;
}

/**
 * SPEC §2 Gallery tab: the images in their order, Add Image, delete, and the full-screen viewer; the owner
 * changes the order by dragging or with each photo's arrows, and picks the cover used on cards.
 */
export function GalleryTab({ businessId, businessName, coverUrl }: GalleryTabProps) {
  const images = useGalleryImages(businessId);
  const remove = useDeleteImage(businessId);
  const reorder = useReorderImages(businessId);
  const setCover = useSetCover(businessId);
  const confirm = useConfirm();
  const [viewing, setViewing] = useState<number | null>(null);
  const [dragging, setDragging] = useState<{ id: string; over: string | null } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const refocus = useRef<{ id: string; to: number; step: -1 | 1 } | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const list = images.data ?? [];
  const ids = list.map((image) => image.id);

  // A photo moved with its arrow keeps the focus on that arrow in its new place (the other one at either end).
  useEffect(() => {
    const wanted = refocus.current;
    const index = images.data?.findIndex((image) => image.id === wanted?.id) ?? -1;
    if (!wanted || index !== wanted.to) return;
    refocus.current = null;
    const buttons = [...(listRef.current?.children[index]?.querySelectorAll<HTMLButtonElement>('[data-move]') ?? [])];
    const arrow = buttons.find((b) => b.dataset.move === (wanted.step < 0 ? 'up' : 'down'));
    (arrow?.disabled ? buttons.find((b) => !b.disabled) : arrow)?.focus();
  }, [images.data]);

  function move(image: GalleryImage, index: number, step: -1 | 1) {
    refocus.current = { id: image.id, to: index + step, step };
    reorder.mutate(moveTo(ids, index, index + step));
    setAnnouncement(
      t('Photo {number} moved to position {position}.', { number: index + 1, position: index + step + 1 }),
    );
  }

  function drop(targetId: string) {
    if (dragging && dragging.id !== targetId) {
      reorder.mutate(moveTo(ids, ids.indexOf(dragging.id), ids.indexOf(targetId)));
    }
    setDragging(null);
  }

  async function deleteImage(image: GalleryImage) {
    const answer = await confirm({
      title: t('Delete photo {number}?', { number: image.displayOrder + 1 }),
      description: t('Are you sure you want to delete this image?'),
      confirmLabel: t('Delete'),
      tone: 'danger',
    });
    if (answer) remove.mutate(image.id);
  }

  async function makeCover(image: GalleryImage) {
    // A cover that is no gallery photo (the one submitted with the listing) is removed once replaced.
    if (coverUrl && !list.some((i) => i.imageUrl === coverUrl)) {
      const answer = await confirm({
        title: t('Replace the cover photo?'),
        description: t(
          'Photo {number} will show on your business cards. Your current cover photo is not in your gallery and will be removed.',
          { number: image.displayOrder + 1 },
        ),
        confirmLabel: t('Use as cover'),
      });
      if (!answer) return;
    }
    setCover.mutate(image.id);
  }

  return (
    <div className="grid gap-4">
      <TabHeader
        title={t('Gallery')}
        description={t(
          'Photos customers see on your business page, in this order. Drag a photo or use its arrows to change the order; the cover shows on your business cards.',
        )}
        action={<AddImageDialog businessId={businessId} />}
      />
      {images.isPending ? (
        <LoadingBlocks label={t('Loading images…')} blocks={['h-24', 'h-24']} className="grid gap-3" />
      ) : images.isError ? (
        <p className="text-muted">{t('Images could not be loaded. Please refresh the page.')}</p>
      ) : list.length === 0 ? (
        <EmptyState
          icon={Images}
          title={t('No Images Yet')}
          text={t('Add photos of your food, your place and your team.')}
        />
      ) : (
        <ul ref={listRef} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {list.map((image, index) => (
            <GalleryImageCard
              key={image.id}
              image={image}
              businessName={businessName}
              isFirst={index === 0}
              isLast={index === list.length - 1}
              isCover={image.imageUrl === coverUrl}
              deleting={remove.isPending && remove.variables === image.id}
              dragging={dragging?.id === image.id}
              dropTarget={dragging !== null && dragging.id !== image.id && dragging.over === image.id}
              onView={() => setViewing(index)}
              onDelete={() => deleteImage(image)}
              onMove={(step) => move(image, index, step)}
              onUseAsCover={image.imageUrl === coverUrl ? undefined : () => makeCover(image)}
              onDragStart={() => setDragging({ id: image.id, over: null })}
              onDragEnter={() => setDragging((d) => d && { ...d, over: image.id })}
              onDrop={() => drop(image.id)}
              onDragEnd={() => setDragging(null)}
            />
          ))}
        </ul>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      <GalleryViewer images={list} index={viewing} onIndexChange={setViewing} businessName={businessName} />
    </div>
  );
}
