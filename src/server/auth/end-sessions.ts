import { and, eq, ne } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { sessions } from '../db/schema';
import { recordSessionEnded } from '../live/hub';

/**
 * Signs a person out everywhere (a ban): their sessions are deleted and, when the transaction commits,
 * their live streams end on every server copy.
 */
export async function endSessions(q: Queryable, userId: string) {
  await q.delete(sessions).where(eq(sessions.userId, userId));
  await recordSessionEnded(q, { userId });
}

/**
 * Signs a person out on every device but the one they act from (a password change, 'sign out other
 * devices'): the other sessions are deleted and, when the transaction commits, their live streams end
 * on every server copy. The stream of `keepSessionId` stays open.
 */
export async function endOtherSessions(q: Queryable, userId: string, keepSessionId: string) {
  await q.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  await recordSessionEnded(q, { userId, exceptSessionId: keepSessionId });
}
