import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../../lib/lazy-component';
import { SAVE_AFTER_SIGN_IN, savedKeys, savedListsMeta } from '../../lib/saved-keys';
import { PENDING_SAVED_WRITES } from '../../lib/saved-writes-key';
import { useSession } from '../../lib/session/session-context';
import { signInToReturnPath } from '../../lib/session/sign-in-return';
import { buttonClasses } from '../ui/button';
import { cn } from '../ui/class-names';

// Issue 36: the heart on every card, map card and business page. Small on purpose (every card of the home
// page has one): the lists' code and the list picker load when the heart is first pressed.

const SavePicker = lazyComponent(async () => (await import('./save-picker')).SavePicker);

/** The person's lists, read through the lists' code once it is there (the same key and words as the pages'). */
function useSavedIn(userId: string | undefined, businessId: string) {
  const { data } = useQuery({
    queryKey: savedKeys.lists(userId ?? ''),
    queryFn: async (context) => {
      const { savedListsQuery } = await import('../../lib/saved-queries');
      const query = savedListsQuery(userId ?? '');
      return query.queryFn!({ ...context, queryKey: query.queryKey });
    },
    enabled: Boolean(userId),
    meta: savedListsMeta,
  });
  return data?.saved[businessId] ?? [];
}

let sentPending = false;
/**
 * Saves made offline in an earlier visit go once their account is signed in (another account's are dropped),
 * the first time a heart or a saved page is shown.
 */
export function sendSavesMadeOffline(queryClient: QueryClient, userId: string) {
  if (sentPending) return;
  sentPending = true;
  let waiting = false;
  try {
    waiting = localStorage.getItem(PENDING_SAVED_WRITES) !== null;
  } catch {}
  if (waiting)
    void import('../../lib/saved-pending-writes').then(({ keepOnlySavesOf, sendPendingSaves }) => {
      keepOnlySavesOf(userId);
      return sendPendingSaves(queryClient);
    });
}

/**
 * The heart pressed while signed out comes back from signing in with `?save=<its place>`: once signed in, the
 * place goes to 'Want to go' and the address forgets it.
 */
function useSaveAfterSignIn(userId: string | undefined, businessId: string) {
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const asked = params.get(SAVE_AFTER_SIGN_IN) === businessId;
  useEffect(() => {
    if (!userId) return;
    sendSavesMadeOffline(queryClient, userId);
    if (!asked) return;
    setParams(
      (current) => {
        current.delete(SAVE_AFTER_SIGN_IN);
        return current;
      },
      { replace: true },
    );
    void import('../../lib/saved-queries').then(({ saveAfterSignIn }) =>
      saveAfterSignIn(queryClient, userId, businessId),
    );
  }, [userId, asked, businessId, setParams, queryClient]);
}

/** The address to come back to from signing in, which saves the place then (useSaveAfterSignIn). */
function returnPath(pathname: string, search: string, businessId: string) {
  const params = new URLSearchParams(search);
  params.set(SAVE_AFTER_SIGN_IN, businessId);
  return `${pathname}?${params}`;
}

interface SaveHeartProps {
  business: { id: string; name: string };
  className?: string;
}

/**
 * Saves the place: signed in, to 'Want to go' at once, with the lists to choose from; signed out, it asks to
 * sign in first and saves it on the way back. Pressed when the place is in any list.
 */
export function SaveHeart({ business, className }: SaveHeartProps) {
  const { user } = useSession();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const savedIn = useSavedIn(user?.id, business.id);
  useSaveAfterSignIn(user?.id, business.id);
  const [open, setOpen] = useState(false);
  const saved = savedIn.length > 0;
  return (
    <>
      <button
        type="button"
        aria-pressed={saved}
        aria-label={saved ? t('Saved: {name}', { name: business.name }) : t('Save {name}', { name: business.name })}
        title={saved ? t('Saved') : t('Save')}
        onPointerEnter={() => void SavePicker.preload().catch(() => {})}
        onClick={() => {
          if (!user) navigate(signInToReturnPath(returnPath(pathname, search, business.id)));
          else setOpen(true);
        }}
        className={cn(buttonClasses('outline', 'icon'), 'relative z-10 shrink-0', className)}
      >
        <Heart aria-hidden="true" className={cn('size-5', saved && 'fill-brand text-brand')} />
      </button>
      {open && user && <SavePicker userId={user.id} business={business} onClose={() => setOpen(false)} />}
    </>
  );
}
