import type { UseQueryResult } from '@tanstack/react-query';
import { TryAgainButton } from '../../components/ui/try-again-button';
import { translate } from '../../lib/i18n';
import { LOAD_SAVED_FAILED } from '../../lib/saved-keys';

/** Issue 36: the person's lists could not be read: said once, the same on /saved and on a list's page. */
export function SavedLoadFailed({ query }: { query: UseQueryResult }) {
  return (
    <div role="alert" className="grid justify-items-start gap-3">
      <p className="text-muted">{translate(LOAD_SAVED_FAILED)}</p>
      <TryAgainButton query={query} />
    </div>
  );
}
