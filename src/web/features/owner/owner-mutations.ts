import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse, InferRequestType } from 'hono/client';
import { api, failureDescription, isErrorCode, readJson } from '../../lib/api';
import { msg, t, translate } from '../../lib/i18n';
import { type MutationFeedback, withFeedback } from '../../lib/mutation-feedback';
import { type ImageProblem, uploadProblem } from '../../lib/upload-image';
import { type GalleryImage, ownerKeys, type Subscriber } from './owner-queries';

const businessApi = api.api.owner.businesses[':businessId'];

export type EventBody = InferRequestType<typeof businessApi.events.$post>['json'];
export type LocationBody = InferRequestType<typeof businessApi.locations.$post>['json'];
export type LocationHoursBody = InferRequestType<
  (typeof businessApi.locations)[':locationId']['hours']['$put']
>['json'];
export type CategoriesBody = InferRequestType<typeof businessApi.categories.$put>['json'];
export type NotificationBody = InferRequestType<typeof businessApi.notifications.$post>['json'];
export type BusinessInfoBody = InferRequestType<typeof businessApi.info.$put>['json'];
export type HalalProfileBody = InferRequestType<(typeof businessApi)['halal-profile']['$put']>['json'];

/** A change to one dashboard, with its toasts, that refreshes all of its queries (tab counts included) once it succeeds. */
function useOwnerMutation<Input, Result>(
  businessId: string,
  mutationFn: (input: Input) => Promise<Result>,
  feedback: MutationFeedback<Result, Input>,
) {
  const queryClient = useQueryClient();
  return useMutation(
    withFeedback({
      mutationFn,
      feedback,
      onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all(businessId) }),
    }),
  );
}

/** Create Event without an id; Edit Event with one. */
export function useSaveEvent(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ eventId, body }: { eventId?: string; body: EventBody }) =>
      eventId
        ? readJson(businessApi.events[':eventId'].$patch({ param: { businessId, eventId }, json: body }))
        : readJson(businessApi.events.$post({ param: { businessId }, json: body })),
    {
      success: (_, { eventId }) => (eventId ? t('Event Updated') : t('Event Created')),
      failure: (error, { eventId }) => [
        eventId ? t('Failed to update event.') : t('Failed to create event.'),
        failureDescription(error),
      ],
    },
  );
}

export function useDeleteEvent(businessId: string) {
  return useOwnerMutation(
    businessId,
    (eventId: string) => readJson(businessApi.events[':eventId'].$delete({ param: { businessId, eventId } })),
    { success: t('Event Deleted'), failure: t('Failed to delete event.') },
  );
}

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

export function useSetCategories(businessId: string) {
  return useOwnerMutation(
    businessId,
    (body: CategoriesBody) => readJson(businessApi.categories.$put({ param: { businessId }, json: body })),
    { success: t('Categories Updated'), failure: t('Failed to update categories.') },
  );
}

/** Add Location without an id; Edit Location with one. SPEC §8: the server's reason when it gives one. */
export function useSaveLocation(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ locationId, body }: { locationId?: string; body: LocationBody }) =>
      locationId
        ? readJson(businessApi.locations[':locationId'].$patch({ param: { businessId, locationId }, json: body }))
        : readJson(businessApi.locations.$post({ param: { businessId }, json: body })),
    {
      success: (_, { locationId }) => (locationId ? t('Location Updated') : t('Location Added')),
      failure: (error) => [t('Failed to save location.'), failureDescription(error)],
    },
  );
}

/** Issue 17 'Save hours' of one location, by its owner or an admin managing the business. */
export function useSaveLocationHours(businessId: string) {
  return useOwnerMutation(
    businessId,
    ({ locationId, body }: { locationId: string; body: LocationHoursBody }) =>
      readJson(businessApi.locations[':locationId'].hours.$put({ param: { businessId, locationId }, json: body })),
    { success: t('Hours Updated'), failure: (error) => [t('Failed to save hours.'), failureDescription(error)] },
  );
}

export function useDeleteLocation(businessId: string) {
  return useOwnerMutation(
    businessId,
    (locationId: string) =>
      readJson(businessApi.locations[':locationId'].$delete({ param: { businessId, locationId } })),
    {
      success: t('Location Deleted'),
      failure: (error) => [t('Failed to delete location.'), failureDescription(error)],
    },
  );
}

/** The owner ends a subscription; the toasts name the address. */
export function useUnsubscribe(businessId: string) {
  return useOwnerMutation(
    businessId,
    (subscriber: Pick<Subscriber, 'id' | 'email'>) =>
      readJson(
        businessApi.subscribers[':subscriptionId'].unsubscribe.$post({
          param: { businessId, subscriptionId: subscriber.id },
        }),
      ),
    {
      success: (_, { email }) => [
        t('Unsubscribed'),
        t('{email} will no longer receive your notifications.', { email }),
      ],
      failure: t('Failed to unsubscribe user.'),
    },
  );
}

/** SPEC §5 and §8 Owner dashboard: nothing is sent without subscribers. */
export function useSendNotification(businessId: string) {
  return useMutation(
    withFeedback({
      mutationFn: (body: NotificationBody) =>
        readJson(businessApi.notifications.$post({ param: { businessId }, json: body })),
      feedback: {
        success: ({ sent }) => [
          t('Notification Sent'),
          t('{count, plural, one {Notification sent to # subscriber} other {Notification sent to # subscribers}}', {
            count: sent,
          }),
        ],
        failure: (error) =>
          isErrorCode(error, 'NO_SUBSCRIBERS')
            ? [t('No Subscribers'), t('There are no subscribers to send notifications to.')]
            : t('Failed to send notification. Please try again.'),
      },
    }),
  );
}

/** Issue 16: what the owner is told after a save: what went live, and what waits for an admin. */
export const SAVED_LIVE = msg('Saved. Your changes are live.');
export const NAME_WAITS = msg("Saved. The new name waits for an admin's review; everything else is live.");
export const HALAL_WAITS = msg(
  "Saved. Changes to the halal level, slaughter or certificate wait for an admin's review.",
);

/** Issue 16 Business Info: contacts and photo go live, a new name waits for an admin (an admin's goes live). */
export function useSaveBusinessInfo(businessId: string) {
  return useOwnerMutation(
    businessId,
    (body: BusinessInfoBody) => readJson(businessApi.info.$put({ param: { businessId }, json: body })),
    {
      success: ({ waitsForReview }) => translate(waitsForReview ? NAME_WAITS : SAVED_LIVE),
      failure: (error) => [t('Failed to save business info.'), failureDescription(error)],
    },
  );
}

/** Issue 16 Halal details of the business or one location: the level, slaughter and certificate wait for review. */
export function useSaveHalalProfile(businessId: string) {
  return useOwnerMutation(
    businessId,
    (body: HalalProfileBody) => readJson(businessApi['halal-profile'].$put({ param: { businessId }, json: body })),
    {
      success: ({ waitsForReview }) => translate(waitsForReview ? HALAL_WAITS : SAVED_LIVE),
      failure: (error) => [t('Failed to save halal details.'), failureDescription(error)],
    },
  );
}

/** 'Confirm details are still correct': the listing's 'Last verified' becomes today. */
export function useConfirmHalalProfile(businessId: string) {
  return useOwnerMutation(
    businessId,
    (locationId: string | null) =>
      readJson(businessApi['halal-profile'].confirm.$post({ param: { businessId }, json: { locationId } })),
    {
      success: [t('Details confirmed'), t("Your listing's 'Last verified' date is now today.")],
      failure: (error) => [t('Failed to confirm the halal details.'), failureDescription(error)],
    },
  );
}
