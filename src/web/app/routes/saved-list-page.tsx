import { ArrowLeft } from 'lucide-react';
import { Link, Navigate, useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { SavedListView } from '../../features/saved/saved-list-view';
import { SavedLoadFailed } from '../../features/saved/saved-load-failed';
import { t } from '../../lib/i18n';
import { listName, useSavedLists } from '../../lib/saved-queries';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';

/** Issue 36, /saved/:listId: one of the person's lists (signed out: sign in first). */
export function SavedListPage() {
  const { listId = '' } = useParams();
  const { user, loading } = useSession();
  if (!loading && !user) return <Navigate to={signInPath(`/saved/${listId}`)} replace />;
  return (
    <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-10">
      <Link to="/saved" className="flex items-center gap-1 text-sm font-medium text-brand hover:underline">
        <ArrowLeft aria-hidden="true" className="size-4 rtl:rotate-180" />
        {t('Saved places')}
      </Link>
      {user ? <SavedList userId={user.id} listId={listId} /> : <p className="text-muted">{t('Loading…')}</p>}
    </div>
  );
}

function SavedList({ userId, listId }: { userId: string; listId: string }) {
  const saved = useSavedLists(userId);
  const list = saved.data?.lists.find((l) => l.id === listId);
  if (saved.isError) return <SavedLoadFailed query={saved} />;
  if (!saved.data) return <p className="text-muted">{t('Loading…')}</p>;
  if (!list)
    return (
      <div className="grid gap-2">
        <PageTitle>{t('List not found')}</PageTitle>
        <h1 className="text-2xl font-bold text-ink">{t('List not found')}</h1>
        <p className="text-muted">{t('This list is not one of yours, or it was deleted.')}</p>
      </div>
    );
  return (
    <>
      <PageTitle>{listName(list)}</PageTitle>
      <h1 className="text-2xl font-bold break-words text-ink sm:text-3xl">
        <bdi>{listName(list)}</bdi>
      </h1>
      <SavedListView userId={userId} list={list} />
    </>
  );
}
