import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClientResponse, InferRequestType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { type GalleryImage, ownerKeys } from './owner-queries';

const businessApi = api.api.owner.businesses[':businessId'];

export type EventBody = InferRequestType<typeof businessApi.events.$post>['json'];
export type LocationBody = InferRequestType<typeof businessApi.locations.$post>['json'];
export type CategoriesBody = InferRequestType<typeof businessApi.categories.$put>['json'];
export type NotificationBody = InferRequestType<typeof businessApi.notifications.$post>['json'];

/** A change to one dashboard that refreshes all of its queries (tab counts included) once it succeeds. */
function useOwnerMutation<Input, Result>(businessId: string, mutationFn: (input: Input) => Promise<Result>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownerKeys.all(businessId) }),
  });
}

/** Create Event without an id; Edit Event with one. */
export function useSaveEvent(businessId: string) {
  return useOwnerMutation(businessId, ({ eventId, body }: { eventId?: string; body: EventBody }) =>
    eventId
      ? readJson(businessApi.events[':eventId'].$patch({ param: { businessId, eventId }, json: body }))
      : readJson(businessApi.events.$post({ param: { businessId }, json: body })),
  );
}

export function useDeleteEvent(businessId: string) {
  return useOwnerMutation(businessId, (eventId: string) =>
    readJson(businessApi.events[':eventId'].$delete({ param: { businessId, eventId } })),
  );
}

/**
 * POST multipart (file, caption). The route reads the form itself (to stop an oversized body while it
 * streams), so the typed client has no form input for it: the body goes in through `init`.
 */
export function useUploadImage(businessId: string) {
  return useOwnerMutation(businessId, async ({ file, caption }: { file: File; caption: string }) => {
    const body = new FormData();
    body.append('file', file);
    body.append('caption', caption);
    const response = businessApi.images.$post({ param: { businessId } }, { init: { body } });
    return readJson(response as Promise<ClientResponse<GalleryImage, 201, 'json'>>);
  });
}

export function useDeleteImage(businessId: string) {
  return useOwnerMutation(businessId, (imageId: string) =>
    readJson(businessApi.images[':imageId'].$delete({ param: { businessId, imageId } })),
  );
}

export function useSetCategories(businessId: string) {
  return useOwnerMutation(businessId, (body: CategoriesBody) =>
    readJson(businessApi.categories.$put({ param: { businessId }, json: body })),
  );
}

/** Add Location without an id; Edit Location with one. */
export function useSaveLocation(businessId: string) {
  return useOwnerMutation(businessId, ({ locationId, body }: { locationId?: string; body: LocationBody }) =>
    locationId
      ? readJson(businessApi.locations[':locationId'].$patch({ param: { businessId, locationId }, json: body }))
      : readJson(businessApi.locations.$post({ param: { businessId }, json: body })),
  );
}

export function useDeleteLocation(businessId: string) {
  return useOwnerMutation(businessId, (locationId: string) =>
    readJson(businessApi.locations[':locationId'].$delete({ param: { businessId, locationId } })),
  );
}

export function useUnsubscribe(businessId: string) {
  return useOwnerMutation(businessId, (subscriptionId: string) =>
    readJson(businessApi.subscribers[':subscriptionId'].unsubscribe.$post({ param: { businessId, subscriptionId } })),
  );
}

export function useSendNotification(businessId: string) {
  return useMutation({
    mutationFn: (body: NotificationBody) =>
      readJson(businessApi.notifications.$post({ param: { businessId }, json: body })),
  });
}
