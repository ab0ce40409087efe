import { Copy, Link2, Link2Off } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { t } from '../../lib/i18n';
import { notifySuccess } from '../../lib/notify';
import { type SavedList, useShareList } from '../../lib/saved-queries';

/** The address of a list shared by its link: a read-only page anyone holding it can open. */
export const sharedListUrl = (shareId: string) => `${window.location.origin}/l/${shareId}`;

/** Issue 36: share a list by a link (with the link to copy), or stop sharing it (the link then leads nowhere). */
export function ShareControls({ userId, list }: { userId: string; list: SavedList }) {
  const share = useShareList(userId, list.id);
  if (!list.shareId)
    return (
      <Button variant="outline" onClick={() => share.mutate(true)} disabled={share.isPending}>
        <Link2 aria-hidden="true" className="size-4" />
        {t('Share by link')}
      </Button>
    );
  const url = sharedListUrl(list.shareId);
  return (
    <div className="grid gap-2">
      <p className="text-sm text-muted">
        {t('Anyone with this link can see the places in this list, not your notes.')}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <a
          href={url}
          dir="ltr"
          className="block min-w-0 max-w-full text-sm font-medium text-brand underline wrap-anywhere"
          data-testid="share-link"
        >
          {url}
        </a>
        <Button
          variant="outline"
          size="sm"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => notifySuccess(t('Link copied')),
              () => undefined,
            )
          }
        >
          <Copy aria-hidden="true" className="size-4" />
          {t('Copy link')}
        </Button>
        <Button variant="outline" size="sm" onClick={() => share.mutate(false)} disabled={share.isPending}>
          <Link2Off aria-hidden="true" className="size-4" />
          {t('Stop sharing')}
        </Button>
      </div>
    </div>
  );
}
