import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { api, readJson } from './api';

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

/** GET /api/categories/:slug: one category, or a 404 ApiError for an unknown slug. */
export type CategoryDetail = InferResponseType<(typeof api.api.categories)[':slug']['$get'], 200>;

export function useCategory(slug: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: ['category', slug],
    queryFn: async (): Promise<CategoryDetail> => readJson(api.api.categories[':slug'].$get({ param: { slug } })),
    enabled,
    // The category list (loaded for the footer) usually knows the name already: no wait for the title.
    placeholderData: () => queryClient.getQueryData<Category[]>(categoriesKey)?.find((c) => c.slug === slug),
    staleTime: 10 * 60_000,
  });
}

/** SPEC §2 /c/{slug}: the sorted distinct cities of the category, for the City filter. */
export function useCities(category: string) {
  return useQuery({
    queryKey: ['cities', category],
    queryFn: async (): Promise<string[]> => readJson(api.api.cities.$get({ query: { category } })),
    staleTime: 5 * 60_000,
  });
}
