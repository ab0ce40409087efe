import { queryOptions, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from './api';

/** GET /api/site: the product's social accounts from the server's configuration (null when not set). */
export type SiteSettings = InferResponseType<typeof api.api.site.$get, 200>;

/** Read once: the settings change only when the server restarts with a new configuration. */
export const siteSettingsQuery = () =>
  queryOptions({
    queryKey: ['site'],
    queryFn: async (): Promise<SiteSettings> => readJson(api.api.site.$get()),
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSiteSettings() {
  return useQuery(siteSettingsQuery());
}
