import { Heart, Link2 } from 'lucide-react';
import { Link } from 'react-router';
import { NewListForm } from '../../components/saved/save-picker';
import { t } from '../../lib/i18n';
import { listName, type SavedData } from '../../lib/saved-queries';

/** Issue 36, /saved: the person's lists, each with how many places it holds and whether it is shared. */
export function SavedListsOverview({ userId, saved }: { userId: string; saved: SavedData }) {
  return (
    <div className="grid gap-6">
      <ul className="grid gap-3 sm:grid-cols-2">
        {saved.lists.map((list) => (
          <li key={list.id}>
            <Link
              to={`/saved/${list.id}`}
              className="flex h-full items-center gap-3 rounded-xl border border-line bg-white p-4 shadow-sm hover:border-brand focus-visible:outline-2 focus-visible:outline-focus"
            >
              <Heart aria-hidden="true" className="size-6 shrink-0 text-brand" />
              <span className="grid min-w-0 flex-1 gap-0.5">
                <span className="font-semibold break-words text-ink">
                  <bdi>{listName(list)}</bdi>
                </span>
                <span className="text-sm text-muted">
                  {t('{count, plural, one {# place} other {# places}}', { count: list.placeCount })}
                </span>
              </span>
              {list.shareId && (
                <span className="flex shrink-0 items-center gap-1 text-sm text-brand-strong">
                  <Link2 aria-hidden="true" className="size-4" />
                  {t('Shared')}
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
      <div className="max-w-md">
        <NewListForm userId={userId} />
      </div>
    </div>
  );
}
