import { CircleSlash, RotateCcw, Stamp } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../components/ui/class-names';
import { EmptyState } from '../../components/ui/empty-state';
import { LoadMoreButton } from '../../components/ui/load-more-button';
import { LoadingBlocks } from '../../components/ui/skeleton';
import { formatDate } from '../../lib/format';
import { msg, t, translate } from '../../lib/i18n';
import { type MyStamp, useMyStamps } from './passport-queries';

export const LOAD_MY_STAMPS_FAILED = msg('Failed to load your stamps.');

interface MyStampsListProps {
  userId: string;
  /** Opens the stamp's place. */
  onOpen: (stamp: MyStamp) => void;
}

/**
 * 'My stamps': the holder's stamps newest first, each with its place, the date and the start of the note,
 * 20 at a time ('Show more stamps' adds the next 20), so a passport of hundreds never draws them all.
 */
export function MyStampsList({ userId, onOpen }: MyStampsListProps) {
  const stamps = useMyStamps(userId);
  const items = stamps.data?.pages.flatMap((page) => page.items) ?? [];

  if (stamps.isPending) {
    return <LoadingBlocks label={t('Loading your stamps…')} blocks={['h-16', 'h-16', 'h-16']} className="grid gap-2" />;
  }
  if (stamps.isError) {
    return (
      <div role="alert" className="grid justify-items-center gap-3 py-6 text-center">
        <p className="text-muted">{translate(LOAD_MY_STAMPS_FAILED)}</p>
        <Button variant="outline" onClick={() => void stamps.refetch()} disabled={stamps.isFetching}>
          <RotateCcw aria-hidden="true" className="size-4" />
          {t('Try again')}
        </Button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      <EmptyState
        icon={Stamp}
        title={t('No stamps yet')}
        text={t('Stamp the halal places you visit and they are listed here.')}
      />
    );
  }
  return (
    <div className="grid gap-3">
      <ol aria-label={t('My stamps')} className="grid gap-1">
        {items.map((stamp) => (
          <MyStampItem key={stamp.id} stamp={stamp} onOpen={onOpen} />
        ))}
      </ol>
      <LoadMoreButton list={stamps}>{t('Show more stamps')}</LoadMoreButton>
    </div>
  );
}

/** One stamp: named by its place; the date, the note's start and a closed place's word describe it. */
function MyStampItem({ stamp, onOpen }: { stamp: MyStamp; onOpen: MyStampsListProps['onOpen'] }) {
  const id = useId();
  const described = [`${id}-date`, stamp.noteStart && `${id}-note`, stamp.closed && `${id}-closed`];
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(stamp)}
        aria-labelledby={`${id}-name`}
        aria-describedby={described.filter(Boolean).join(' ')}
        className={cn(
          'grid w-full gap-0.5 rounded-lg px-3 py-2.5 text-start transition-colors hover:bg-stone-100',
          'focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-focus',
        )}
      >
        <span className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span id={`${id}-name`} dir="auto" className="font-semibold text-ink">
            {stamp.business.name}
          </span>
          <time id={`${id}-date`} dateTime={stamp.visitedAt} className="text-sm text-muted">
            {t('Stamped on {date}', { date: formatDate(stamp.visitedAt) })}
          </time>
        </span>
        {stamp.closed && (
          <span id={`${id}-closed`} className="flex items-center gap-1 text-xs font-semibold text-amber-900">
            <CircleSlash aria-hidden="true" className="size-3.5" />
            {t('Permanently closed')}
          </span>
        )}
        {stamp.noteStart && (
          <span id={`${id}-note`} dir="auto" className="line-clamp-2 text-sm break-words text-ink/80">
            {stamp.noteStart}
          </span>
        )}
      </button>
    </li>
  );
}
