import { useEffect } from 'react';
import { notifyError } from '../../lib/notify';

/** Says `text` (SPEC §8 Conversations) when a chat query fails, and logs the cause for whoever debugs it. */
export function useLoadFailureNotice(query: { isError: boolean; error: unknown }, text: string) {
  const { isError, error } = query;
  useEffect(() => {
    if (!isError) return;
    console.error(text, error);
    notifyError(text);
  }, [isError, error, text]);
}
