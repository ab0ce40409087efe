import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InferResponseType } from 'hono/client';
import { ApiError, api, failureDescription, postForm, readJson, serverReason } from '../../../lib/api';
import { t } from '../../../lib/i18n';
import { useAdminMutation } from '../admin-mutations';
import { ADMIN_LOAD_FAILURE, adminKeys } from '../admin-queries';

// Issue 35: the admins' 'Imported' queue: an OpenStreetMap file, the places it brought, and the elements that
// looked like listed places.

export type ImportedQueue = InferResponseType<typeof api.api.admin.imports.$get, 200>;
export type ImportedPlace = ImportedQueue['items'][number];
export type PossibleDuplicate = ImportedQueue['matches'][number];
export type OsmImportReport = InferResponseType<typeof api.api.admin.imports.osm.$post, 200>;

export function useImportedQueue(page: number) {
  return useQuery({
    queryKey: [...adminKeys.imports, page],
    queryFn: async (): Promise<ImportedQueue> =>
      readJson(api.api.admin.imports.$get({ query: { page: String(page) } })),
    placeholderData: keepPreviousData,
    meta: ADMIN_LOAD_FAILURE,
  });
}

export function useImportOsmFile() {
  return useAdminMutation(
    (file: File) => {
      const body = new FormData();
      body.append('file', file);
      return postForm<OsmImportReport>('/api/admin/imports/osm', body);
    },
    {
      success: (report) => [
        t('Import finished'),
        t('{count, plural, one {# new place is} other {# new places are}} waiting to be published.', {
          count: report.created.length,
        }),
      ],
      failure: (error) =>
        error instanceof ApiError && error.status < 500
          ? [t('The file could not be imported.'), failureDescription(error)]
          : t('The file could not be imported.'),
    },
  );
}

export function usePublishImported() {
  return useAdminMutation(
    (places: readonly Pick<ImportedPlace, 'id' | 'name'>[]) =>
      readJson(api.api.admin.imports.publish.$post({ json: { ids: places.map((p) => p.id) } })),
    {
      success: (_, places) => [
        t('{count, plural, one {# place published} other {# places published}}', { count: places.length }),
        places.length === 1 ? (places[0]?.name ?? '') : t('They are listed in the directory now.'),
      ],
      failure: (error) => [t('Failed to publish. Please try again.'), serverReason(error)],
    },
  );
}

export type MatchDecision = 'link' | 'create' | 'dismiss';

export function useDecideDuplicate() {
  return useAdminMutation(
    ({ match, decision }: { match: PossibleDuplicate; decision: MatchDecision }) =>
      readJson(api.api.admin.imports.matches[':id'].$post({ param: { id: match.id }, json: { decision } })),
    {
      success: (_, { match, decision }) =>
        decision === 'link'
          ? [t('Linked'), t('{place} now credits OpenStreetMap.', { place: match.match.name })]
          : decision === 'create'
            ? [t('Added to the queue'), t('{place} is waiting to be published.', { place: match.name })]
            : [t('Dismissed'), match.name],
      failure: (error) => [t('Failed to save your choice. Please try again.'), serverReason(error)],
    },
  );
}

export type CsvImportReport = InferResponseType<typeof api.api.admin.imports.csv.$post, 200>;

/** A CSV import: checked first (`apply` false), then applied; the report says what each line is. */
export function useCsvImport() {
  return useAdminMutation(
    ({ file, apply }: { file: File; apply: boolean }) => {
      const body = new FormData();
      body.append('file', file);
      return postForm<CsvImportReport>(`/api/admin/imports/csv?apply=${apply}`, body);
    },
    {
      success: (report) =>
        report.applied
          ? [
              t('CSV imported'),
              t('{new} new, {updated} updated.', { new: report.counts.new, updated: report.counts.updated }),
            ]
          : [t('CSV checked'), t('Nothing was written yet.')],
      failure: (error) =>
        error instanceof ApiError && error.status < 500
          ? [t('The file could not be imported.'), failureDescription(error)]
          : t('The file could not be imported.'),
    },
  );
}
