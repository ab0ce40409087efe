import { useQuery } from '@tanstack/react-query';
import { SearchCheck } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { LoadingBlocks } from '../../../components/ui/skeleton';
import { api, readJson } from '../../../lib/api';
import { formatCalendarDay } from '../../../lib/format';
import { t } from '../../../lib/i18n';
import { ADMIN_LOAD_FAILURE } from '../admin-queries';
import { QueryStates } from '../query-states';

interface MissedSearch {
  term: string;
  count: number;
  lastDay: string;
}

/** Issue 37: the last 30 days' searches that found nothing, most asked first: places people look for. */
function useMissedSearches() {
  return useQuery({
    queryKey: ['admin', 'missed-searches'] as const,
    queryFn: async (): Promise<MissedSearch[]> =>
      (await readJson(api.api.admin.insights['missed-searches'].$get({ query: {} }))).searches,
    meta: ADMIN_LOAD_FAILURE,
  });
}

/** Issue 37: 'Searches with no results', as a list of places to add to the directory. */
export function MissedSearchesTab() {
  const searches = useMissedSearches();
  return (
    <section aria-labelledby="missed-searches-heading" className="grid gap-4">
      <div className="grid gap-1">
        <h2 id="missed-searches-heading" className="text-xl font-semibold text-ink">
          {t('Searches with no results')}
        </h2>
        <p className="text-sm text-muted">
          {t(
            'What people searched for in the last 30 days and did not find, most asked first: places and dishes to add. Only the words are kept, never who searched.',
          )}
        </p>
      </div>
      <QueryStates
        query={searches}
        loading={<LoadingBlocks label={t('Loading searches…')} blocks={['h-48']} />}
        what={t('The searches')}
        empty={
          <EmptyState
            icon={SearchCheck}
            title={t('Every search found something')}
            text={t('Searches that find nothing appear here.')}
          />
        }
      >
        {(items) => (
          <table className="w-full text-sm">
            <thead>
              <tr className="text-muted">
                <th scope="col" className="py-2 text-start font-medium">
                  {t('Searched words')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('Times')}
                </th>
                <th scope="col" className="py-2 text-end font-medium">
                  {t('Last searched')}
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.term} className="border-t border-line">
                  <td className="py-2 [overflow-wrap:anywhere] text-ink">{item.term}</td>
                  <td className="py-2 text-end tabular-nums">{item.count}</td>
                  <td className="py-2 text-end whitespace-nowrap">
                    {formatCalendarDay(item.lastDay, { short: true })}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryStates>
    </section>
  );
}
