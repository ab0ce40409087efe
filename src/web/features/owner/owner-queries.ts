import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';
import { msg } from '../../lib/i18n';
import { dashboardLoadFailure } from './dashboard-failure';

const ownerApi = api.api.owner;
const businessApi = ownerApi.businesses[':businessId'];

/** GET /api/owner/businesses/:businessId: banner, info, categories, locations and the tab counts. */
export type OwnerDashboard = InferResponseType<typeof businessApi.$get, 200>;
export type OwnerLocation = OwnerDashboard['locations'][number];
export type OwnerEvent = InferResponseType<typeof businessApi.events.$get, 200>[number];
export type GalleryImage = InferResponseType<typeof businessApi.images.$get, 200>[number];
export type SubscriberLists = InferResponseType<typeof businessApi.subscribers.$get, 200>;
export type Subscriber = SubscriberLists['active'][number];
/** Issue 37: the menu, the offers and the action links. */
export type OwnerMenu = InferResponseType<typeof businessApi.menu.$get, 200>;
export type OwnerOffer = InferResponseType<typeof businessApi.offers.$get, 200>[number];
export type OwnerActionLink = InferResponseType<(typeof businessApi)['action-links']['$get'], 200>[number];
/** Issue 16: a halal profile of the business (locationId null) or of one of its locations, as stored. */
export type OwnerHalalProfile = InferResponseType<(typeof businessApi)['halal-profiles']['$get'], 200>[number];
/** Issue 16: the owner's changes that wait for an admin: a name, and halal profiles by location. */
export type PendingEdits = InferResponseType<(typeof businessApi)['pending-edits']['$get'], 200>;

// Every query of one dashboard starts with ['owner', id]: one invalidation refreshes the whole screen.
export const ownerKeys = {
  ownedBusiness: (userId: string) => ['owner', 'business', userId] as const,
  all: (businessId: string) => ['owner', businessId] as const,
  dashboard: (businessId: string) => ['owner', businessId, 'dashboard'] as const,
  events: (businessId: string) => ['owner', businessId, 'events'] as const,
  menu: (businessId: string) => ['owner', businessId, 'menu'] as const,
  offers: (businessId: string) => ['owner', businessId, 'offers'] as const,
  actionLinks: (businessId: string) => ['owner', businessId, 'action-links'] as const,
  images: (businessId: string) => ['owner', businessId, 'images'] as const,
  subscribers: (businessId: string) => ['owner', businessId, 'subscribers'] as const,
  halalProfiles: (businessId: string) => ['owner', businessId, 'halal-profiles'] as const,
  pendingEdits: (businessId: string) => ['owner', businessId, 'pending-edits'] as const,
};

/** SPEC §6: the one business the signed-in owner manages (404 when they have none). */
export function useOwnedBusinessId(userId: string, enabled: boolean) {
  return useQuery({
    queryKey: ownerKeys.ownedBusiness(userId),
    queryFn: async (): Promise<string> => (await readJson(ownerApi.business.$get())).id,
    enabled,
    meta: { loadFailure: dashboardLoadFailure(false) },
  });
}

/** The dashboard's business: the owner's own, or the one an admin manages (`managing`), whose failure is told in other words. */
export function useOwnerDashboard(businessId: string | undefined, managing: boolean) {
  return useQuery({
    queryKey: ownerKeys.dashboard(businessId ?? ''),
    queryFn: async (): Promise<OwnerDashboard> =>
      readJson(businessApi.$get({ param: { businessId: businessId ?? '' } })),
    enabled: Boolean(businessId),
    meta: { loadFailure: dashboardLoadFailure(managing) },
  });
}

export function useOwnerEvents(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.events(businessId),
    queryFn: async (): Promise<OwnerEvent[]> => readJson(businessApi.events.$get({ param: { businessId } })),
  });
}

export function useOwnerMenu(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.menu(businessId),
    queryFn: async (): Promise<OwnerMenu> => readJson(businessApi.menu.$get({ param: { businessId } })),
  });
}

export function useOwnerOffers(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.offers(businessId),
    queryFn: async (): Promise<OwnerOffer[]> => readJson(businessApi.offers.$get({ param: { businessId } })),
  });
}

export function useOwnerActionLinks(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.actionLinks(businessId),
    queryFn: async (): Promise<OwnerActionLink[]> =>
      readJson(businessApi['action-links'].$get({ param: { businessId } })),
  });
}

export function useGalleryImages(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.images(businessId),
    queryFn: async (): Promise<GalleryImage[]> => readJson(businessApi.images.$get({ param: { businessId } })),
  });
}

// SPEC §8 Subscribers.
export const LOAD_SUBSCRIBERS_FAILED = msg('Failed to load subscribers.');

/** The Subscribers tab's lists; the tab list's count reads them too. */
export function useSubscribers(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.subscribers(businessId),
    queryFn: async (): Promise<SubscriberLists> => readJson(businessApi.subscribers.$get({ param: { businessId } })),
    meta: { loadFailure: { log: 'Subscribers failed to load', toast: LOAD_SUBSCRIBERS_FAILED } },
  });
}

export function useOwnerHalalProfiles(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.halalProfiles(businessId),
    queryFn: async (): Promise<OwnerHalalProfile[]> =>
      readJson(businessApi['halal-profiles'].$get({ param: { businessId } })),
  });
}

/** Issue 16: what waits for an admin's review, shown on the Business Info tab. */
export function usePendingEdits(businessId: string) {
  return useQuery({
    queryKey: ownerKeys.pendingEdits(businessId),
    queryFn: async (): Promise<PendingEdits> => readJson(businessApi['pending-edits'].$get({ param: { businessId } })),
  });
}
