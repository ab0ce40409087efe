import { useInfiniteQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import type { AuditAction } from '../../domain/trust';
import { api, readJson } from './api';

// Issue 16: the audit log, read by the admins' Audit log tab and a business's History in manage mode.

type AuditPage = InferResponseType<(typeof api.api.admin.audit)['$get'], 200>;
/** One entry of GET /api/admin/audit: who did what, to which business or person, before/after and why. */
export type AuditEntry = AuditPage['items'][number];

export interface AuditFilters {
  business?: string;
  person?: string;
  action?: AuditAction;
}

export const auditKeys = { all: ['audit'] as const, log: (filters: AuditFilters) => ['audit', filters] as const };

/** The log newest first, a page at a time; read again whenever it is shown (every action adds to it). */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: auditKeys.log(filters),
    queryFn: async ({ pageParam }): Promise<AuditPage> =>
      readJson(
        api.api.admin.audit.$get({
          query: {
            ...(filters.business ? { business: filters.business } : {}),
            ...(filters.person ? { person: filters.person } : {}),
            ...(filters.action ? { action: filters.action } : {}),
            ...(pageParam ? { cursor: pageParam } : {}),
          },
        }),
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 0,
  });
}
