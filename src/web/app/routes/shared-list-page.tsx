import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { PageTitle } from '../../components/ui/page-title';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { SharedListView } from '../../features/saved/shared-list-view';
import { isErrorCode } from '../../lib/api';
import { t } from '../../lib/i18n';
import { listName, sharedListQuery } from '../../lib/saved-queries';

/** Issue 36, /l/:shareId: a list shared by its link, for anyone holding it; rendered on the server. */
export function SharedListPage() {
  const { shareId = '' } = useParams();
  const list = useQuery(sharedListQuery(shareId));
  let content = <p className="text-muted">{t('Loading…')}</p>;
  if (list.data)
    content = (
      <>
        <PageTitle>{listName(list.data)}</PageTitle>
        <SharedListView list={list.data} />
      </>
    );
  else if (isErrorCode(list.error, 'NOT_FOUND'))
    content = (
      <div className="grid gap-2">
        <PageTitle>{t('List not found')}</PageTitle>
        <h1 className="text-2xl font-bold text-ink">{t('List not found')}</h1>
        <p className="text-muted">{t('This list is no longer shared, or the link is not right.')}</p>
      </div>
    );
  else if (list.isError) content = <TryAgainButton query={list} />;
  return <div className="mx-auto grid w-full max-w-6xl gap-6 px-4 py-6 sm:py-10">{content}</div>;
}
