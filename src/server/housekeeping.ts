import type { Db } from './db/client';
import { mailUnreadMessages } from './features/chat/unread-mail';
import { expireUnconfirmedSubscriptions } from './features/community/community';
import type { Storage } from './storage/storage';
import { removeAbandonedUploads } from './storage/uploads';

/**
 * Hourly clean-up: uploads never attached within a day, and subscriptions never confirmed within a
 * week. Every instance may run it; each step is a plain delete that is safe to repeat.
 */
export function startHousekeeping(deps: { db: Db; storage: Storage }, intervalMs = 60 * 60 * 1000) {
  const run = async () => {
    try {
      const uploads = await removeAbandonedUploads(deps.db, deps.storage);
      const subscriptions = await expireUnconfirmedSubscriptions(deps.db);
      if (uploads + subscriptions > 0)
        console.log(`housekeeping: ${uploads} abandoned uploads, ${subscriptions} unconfirmed subscriptions removed`);
    } catch (err) {
      console.error('housekeeping failed:', err);
    }
  };
  const first = setTimeout(run, 60_000);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

/**
 * Every minute: mail each side of a conversation about messages that waited unread for 10 minutes
 * (`mailUnreadMessages`). Every instance may run it; marking and queueing are one transaction, so
 * no conversation is mailed twice. `now` is the job's clock.
 */
export function startUnreadChatMail(
  deps: { db: Db; publicUrl: string },
  options: { intervalMs?: number; now?: () => Date } = {},
) {
  const { intervalMs = 60_000, now = () => new Date() } = options;
  let running = false;
  const timer = setInterval(async () => {
    // A slow run is not overtaken by the next one.
    if (running) return;
    running = true;
    try {
      await mailUnreadMessages(deps.db, deps.publicUrl, now());
    } catch (err) {
      console.error('unread chat mail failed:', err);
    } finally {
      running = false;
    }
  }, intervalMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
    },
  };
}
