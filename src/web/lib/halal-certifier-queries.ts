import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from './api';

/**
 * One certifying body of GET /api/halal-certifiers: id, name, websiteUrl and whether an admin retired it
 * (issue 16, decision 020). Retired ones stay on the list so whatever names one by id finds its name.
 */
export type HalalCertifier = InferResponseType<(typeof api.api)['halal-certifiers']['$get'], 200>[number];

export const halalCertifiersKey = ['halal-certifiers'] as const;

/**
 * Every certifying body, by name; the halal fields offer those not retired (`offeredCertifiers`). The list
 * changes rarely: an admin's change refreshes it (and live, the admins' screens).
 */
export function useHalalCertifiers() {
  return useQuery({
    queryKey: halalCertifiersKey,
    queryFn: async (): Promise<HalalCertifier[]> => readJson(api.api['halal-certifiers'].$get()),
    staleTime: 10 * 60_000,
  });
}
