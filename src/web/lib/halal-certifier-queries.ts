import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from './api';

/** One certifying body of GET /api/halal-certifiers: id, name, websiteUrl (issue 16). */
export type HalalCertifier = InferResponseType<(typeof api.api)['halal-certifiers']['$get'], 200>[number];

export const halalCertifiersKey = ['halal-certifiers'] as const;

/** The certifying bodies a halal profile can name, by name; the list changes rarely. */
export function useHalalCertifiers() {
  return useQuery({
    queryKey: halalCertifiersKey,
    queryFn: async (): Promise<HalalCertifier[]> => readJson(api.api['halal-certifiers'].$get()),
    staleTime: 10 * 60_000,
  });
}
