import { Navigate } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { SavedListsOverview } from '../../features/saved/saved-lists-overview';
import { SavedLoadFailed } from '../../features/saved/saved-load-failed';
import { t } from '../../lib/i18n';
import { useSavedLists } from '../../lib/saved-queries';
import { signInPath } from '../../lib/session/redirect-target';
import { useSession } from '../../lib/session/session-context';

/** Issue 36, /saved: the person's saved places, in lists (signed out: sign in first). */
export function SavedPage() {
  const { user, loading } = useSession();
  if (!loading && !user) return <Navigate to={signInPath('/saved')} replace />;
  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 px-4 py-6 sm:py-10">
      <PageTitle>{t('Saved places')}</PageTitle>
      <div className="grid gap-1">
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('Saved places')}</h1>
        <p className="text-muted">{t('The places you want to go to and the ones you love, in lists of your own.')}</p>
      </div>
      {user ? <SavedLists userId={user.id} /> : <p className="text-muted">{t('Loading…')}</p>}
    </div>
  );
}

function SavedLists({ userId }: { userId: string }) {
  const saved = useSavedLists(userId);
  if (saved.data) return <SavedListsOverview userId={userId} saved={saved.data} />;
  if (saved.isError) return <SavedLoadFailed query={saved} />;
  return <p className="text-muted">{t('Loading…')}</p>;
}
