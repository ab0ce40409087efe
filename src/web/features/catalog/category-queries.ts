import { useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from '../../lib/api';

/** One row of GET /api/categories: id, name, slug, position. */
export type Category = InferResponseType<typeof api.api.categories.$get, 200>[number];

export const categoriesKey = ['categories'] as const;

/** The categories in their display order (the server orders them by position). */
export function useCategories() {
  return useQuery({
    queryKey: categoriesKey,
    queryFn: async (): Promise<Category[]> => readJson(api.api.categories.$get()),
    staleTime: 10 * 60_000,
  });
}
