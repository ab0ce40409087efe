import { useQueryClient } from '@tanstack/react-query';
import { useConfirmStampRemoval } from './confirm-stamp-removal';
import { useRemoveStamp, useStampVisit, useVisitStatus, visitInBook } from './passport-queries';

export interface StampedBusiness {
  id: string;
  name: string;
}

/**
 * The holder's stamp of one business, and how to stamp it or take the stamp off (asking first, as the
 * passport does): the business page's passport card and its action bar share it.
 */
export function useStamp(userId: string, business: StampedBusiness) {
  const queryClient = useQueryClient();
  const status = useVisitStatus(userId, business.id);
  const stamp = useStampVisit(userId, business.id);
  const remove = useRemoveStamp(userId, business.id);
  const confirmRemoval = useConfirmStampRemoval();
  const busy = stamp.isPending || remove.isPending;
  const visit = status.data?.visit;

  async function removeStamp() {
    if (busy || !visit) return;
    // The note itself lives in the book; the server says whether there is one, so removing it here asks too.
    const removed = visitInBook(queryClient, userId, business.id) ?? {
      id: visit.id,
      visitedAt: visit.visitedAt,
      note: '',
    };
    const hasNote = visit.hasNote || removed.note !== '';
    if (!(await confirmRemoval({ name: business.name, hasNote, closed: status.data?.closed ?? false }))) return;
    remove.mutate(removed);
  }

  function stampVisit() {
    if (!busy) stamp.mutate();
  }

  return { status, visit, busy, stampVisit, removeStamp };
}
