import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { AdminLoadFailure } from './admin-load-failure';

interface QueryStatesProps<T> {
  query: UseQueryResult<T[]>;
  /** What shows while the list loads (skeleton blocks with a label for screen readers). */
  loading: ReactNode;
  /** What failed, for 'The disputes could not be loaded.' */
  what: string;
  /** What shows when the list has nothing in it. */
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}

/** The ladder of an admin tab's list: loading, failed (with Try Again), empty, or the items. */
export function QueryStates<T>({ query, loading, what, empty, children }: QueryStatesProps<T>) {
  if (query.isPending) return loading;
  if (query.isError) return <AdminLoadFailure what={what} onRetry={() => void query.refetch()} />;
  if (query.data.length === 0) return empty;
  return children(query.data);
}
