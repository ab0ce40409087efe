import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { ALL_BUSINESSES_SLUG } from '../../domain/limits';
import { api, readJson } from './api';
import { catalogKeys } from './query-keys';

/** One row of GET /api/categories: id, name, slug, position. */
export type Category = InferResponseType<typeof api.api.categories.$get, 200>[number];

/** The categories in their display order (the server orders them by position). */
export const categoriesQuery = () =>
  queryOptions({
    queryKey: catalogKeys.categories,
    queryFn: async (): Promise<Category[]> => readJson(api.api.categories.$get()),
    staleTime: 10 * 60_000,
  });

export function useCategories() {
  return useQuery(categoriesQuery());
}

/** The categories a business can be in: all-businesses is a virtual listing of everything, not one of them. */
export function useBusinessCategories() {
  const categories = useCategories();
  const options = (categories.data ?? []).filter((c) => c.slug !== ALL_BUSINESSES_SLUG);
  return { options, loaded: categories.data !== undefined, failed: categories.isError };
}

/** GET /api/categories/:slug: one category, or a 404 ApiError for an unknown slug. */
export type CategoryDetail = InferResponseType<(typeof api.api.categories)[':slug']['$get'], 200>;

export const categoryQuery = (slug: string) =>
  queryOptions({
    queryKey: ['category', slug],
    queryFn: async (): Promise<CategoryDetail> => readJson(api.api.categories[':slug'].$get({ param: { slug } })),
    staleTime: 10 * 60_000,
  });

export function useCategory(slug: string, enabled = true) {
  const queryClient = useQueryClient();
  return useQuery({
    ...categoryQuery(slug),
    enabled,
    // The category list (loaded for the footer) usually knows the name already: no wait for the title.
    placeholderData: () => queryClient.getQueryData<Category[]>(catalogKeys.categories)?.find((c) => c.slug === slug),
  });
}

/** SPEC §2 /c/{slug}: the sorted distinct cities of the category, for the City filter. */
export const citiesQuery = (category: string) =>
  queryOptions({
    queryKey: ['cities', category],
    queryFn: async (): Promise<string[]> => readJson(api.api.cities.$get({ query: { category } })),
    staleTime: 5 * 60_000,
  });

export function useCities(category: string) {
  return useQuery(citiesQuery(category));
}
