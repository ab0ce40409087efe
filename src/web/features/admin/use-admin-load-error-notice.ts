import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { t, translate } from '../../lib/i18n';
import { notifyError } from '../../lib/notify';
import { type AdminQueryMeta, adminKeys } from './admin-queries';

/** Several admin queries failing together (the server is down) make one toast, not one each. */
const QUIET_MS = 3000;

/**
 * SPEC §8 Admin: any admin query that finally fails says 'Error loading data', unless it has its own
 * words (SPEC §8 Disputes, Logos), which it then says instead.
 */
export function useAdminLoadErrorNotice() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastShown = 0;
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.action.type !== 'error') return;
      if (event.query.queryKey[0] !== adminKeys.all[0]) return;
      console.error('Admin data failed to load', event.action.error);
      const ownText = (event.query.meta as AdminQueryMeta | undefined)?.loadErrorText;
      if (ownText) {
        notifyError(translate(ownText));
        return;
      }
      if (Date.now() - lastShown < QUIET_MS) return;
      lastShown = Date.now();
      notifyError(t('Error loading data'), t('Failed to load admin dashboard data.'));
    });
  }, [queryClient]);
}
