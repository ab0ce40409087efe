import type { ReactNode } from 'react';
import { t } from '../../lib/i18n';
import { Button } from './button';
import { cn } from './class-names';
import { Spinner } from './spinner';

/** The part of an infinite query the button needs (TanStack Query's useInfiniteQuery result). */
interface NextPages {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreButtonProps {
  list: NextPages;
  /** 'Load more' unless the list says otherwise ('Show more'). */
  children?: ReactNode;
  size?: 'md' | 'lg';
  className?: string;
}

/** The next page of a list that grows; nothing once the last page is shown. */
export function LoadMoreButton({ list, children, size = 'md', className }: LoadMoreButtonProps) {
  if (!list.hasNextPage) return null;
  return (
    <Button
      variant="outline"
      size={size}
      className={cn('justify-self-center', className)}
      onClick={() => void list.fetchNextPage()}
      disabled={list.isFetchingNextPage}
      aria-busy={list.isFetchingNextPage}
    >
      {list.isFetchingNextPage && <Spinner />}
      {children ?? t('Load more')}
    </Button>
  );
}
