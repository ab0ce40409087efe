import { useEffect } from 'react';
import { translate } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';

/** Says `text` (SPEC §8 Conversations, a `msg` id, shown in the active language) when a chat query fails, and logs the cause for whoever debugs it. */
export function useLoadFailureNotice(query: { isError: boolean; error: unknown }, text: string) {
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(text, error);
    notifyError(translate(text));
  }, [isError, error, text]);
}
