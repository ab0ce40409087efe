import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse } from 'hono/client';
import { readJson } from '../../../lib/api';
import { msg, t, translate } from '../../../lib/i18n';
import { withFeedback } from '../../../lib/mutation-feedback';
import { type ImageProblem, uploadProblem } from '../../../lib/upload-image';
import { businessApi, useOwnerMutation } from '../owner-mutations';
import { type GalleryImage, ownerKeys } from '../owner-queries';

/** SPEC §5 Gallery upload: the same image-type and 5MB limits as a submission, with its texts. */
export const imageProblemToast: Record<ImageProblem, readonly [title: string, description: string]> = {
  type: [msg('Invalid file type'), msg('Please select an image file.')],
  size: [msg('File too large'), msg('Please select an image smaller than 5MB.')],
};

/** The toast of a refused image, in the visitor's language. */
export function imageProblemMessage(problem: ImageProblem): readonly [title: string, description: string] {
  const [title, description] = imageProblemToast[problem];
  return [translate(title), translate(description)];
}

/**
 * POST multipart (file, caption). The route reads the form itself (to stop an oversized body while it
 * streams), so the typed client has no form input for it: the body goes in through `init`.
 */
export function useUploadImage(businessId: string) {
  return useOwnerMutation(
    businessId,
    async ({ file, caption }: { file: File; caption: string }) => {
      const body = new FormData();
      body.append('file', file);
      body.append('caption', caption);
      const response = businessApi.images.$post({ param: { businessId } }, { init: { body } });
      return readJson(response as Promise<ClientResponse<GalleryImage, 201, 'json'>>);
    },
    {
      success: t('Image Uploaded'),
      // The server checks the file again (415, 413): its refusal reads like the browser's own check.
      failure: (error) => {
        const refused = uploadProblem(error);
        return refused
          ? imageProblemMessage(refused)
          : [t('Upload Failed'), t('Failed to upload image. Please try again.')];
      },
    },
  );
}

export function useDeleteImage(businessId: string) {
  return useOwnerMutation(
    businessId,
    (imageId: string) => readJson(businessApi.images[':imageId'].$delete({ param: { businessId, imageId } })),
    { success: t('Image Deleted'), failure: t('Failed to delete image.') },
  );
}

/**
 * The owner's new gallery order (every image id, first shown first). It shows at once; the saves run one
 * after another, and the gallery is read back once the last has settled, so a refusal puts the saved
 * order back.
 */
export function useReorderImages(businessId: string) {
  const queryClient = useQueryClient();
  const imagesKey = ownerKeys.images(businessId);
  const mutationKey = [...imagesKey, 'order'];
  return useMutation(
    withFeedback({
      mutationKey,
      scope: { id: mutationKey.join('/') },
      mutationFn: (imageIds: string[]) =>
        readJson(businessApi.images.order.$put({ param: { businessId }, json: { imageIds } })),
      onMutate: async (imageIds) => {
        await queryClient.cancelQueries({ queryKey: imagesKey });
        queryClient.setQueryData<GalleryImage[]>(imagesKey, (images) =>
          images
            ? imageIds.flatMap((id, index) => {
                const image = images.find((i) => i.id === id);
                return image ? [{ ...image, displayOrder: index }] : [];
              })
            : images,
        );
      },
      onSettled: () => {
        if (queryClient.isMutating({ mutationKey }) === 1)
          return queryClient.invalidateQueries({ queryKey: imagesKey });
      },
      feedback: { failure: t('Failed to update the gallery order.') },
    }),
  );
}

/** 'Use as cover': the photo the business's cards show. */
export function useSetCover(businessId: string) {
  return useOwnerMutation(
    businessId,
    (imageId: string) => readJson(businessApi.images[':imageId'].cover.$put({ param: { businessId, imageId } })),
    {
      success: [t('Cover Photo Updated'), t('Your business cards now show this photo.')],
      failure: t('Failed to update the cover photo.'),
    },
  );
}
