import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { InsightPeriod } from '../../../../domain/insights';
import { api, readJson } from '../../../lib/api';

const insightsApi = api.api.owner.businesses[':businessId'].insights;

export type BusinessInsights = InferResponseType<typeof insightsApi.$get, 200>;
export type DayCounts = BusinessInsights['daily'][number];

/** Issue 37: the Insights tab's counts for the last `days` days and the days before them. */
export function useBusinessInsights(businessId: string, days: InsightPeriod) {
  return useQuery({
    queryKey: ['owner', businessId, 'insights', days] as const,
    queryFn: async (): Promise<BusinessInsights> =>
      readJson(insightsApi.$get({ param: { businessId }, query: { days: String(days) as '7' | '30' | '90' } })),
    // Another period keeps the last one on screen until its own numbers come.
    placeholderData: keepPreviousData,
  });
}
