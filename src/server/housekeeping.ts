import type { Db } from './db/client';
import { mailUnreadMessages } from './features/chat/unread-mail';
import { expireUnconfirmedSubscriptions } from './features/community/community';
import { mailCertificateReminders } from './features/halal/certificate-reminders';
import { log } from './observability/log';
import type { Storage } from './storage/storage';
import { removeAbandonedUploads } from './storage/uploads';

/**
 * Hourly clean-up: uploads never attached within a day (certificates within an hour), and subscriptions
 * never confirmed within a week. Every instance may run it; each step is a plain delete that is safe to repeat.
 */
export function startHousekeeping(deps: { db: Db; storage: Storage }, intervalMs = 60 * 60 * 1000) {
  const run = async () => {
    try {
      const uploads = await removeAbandonedUploads(deps.db, deps.storage);
      const subscriptions = await expireUnconfirmedSubscriptions(deps.db);
      if (uploads + subscriptions > 0)
        log.info(
          { job: 'housekeeping', uploads, subscriptions },
          'abandoned uploads and unconfirmed subscriptions removed',
        );
    } catch (err) {
      log.error({ err, job: 'housekeeping' }, 'housekeeping failed');
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
      const mailed = await mailUnreadMessages(deps.db, deps.publicUrl, now());
      if (mailed > 0) log.info({ job: 'unread-chat-mail', mailed }, 'unread chat messages mailed');
    } catch (err) {
      log.error({ err, job: 'unread-chat-mail' }, 'unread chat mail failed');
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

/**
 * Hourly, the first run a minute after start: mail owners whose halal certificate expires in 30 or 7 days
 * (`mailCertificateReminders`, issue 16). Every instance may run it; each reminder is recorded and queued
 * in one transaction that inserts its record only once, so no reminder goes out twice. `now` is the
 * job's clock.
 */
export function startCertificateReminders(
  deps: { db: Db; publicUrl: string },
  options: { intervalMs?: number; firstRunMs?: number; now?: () => Date } = {},
) {
  const { intervalMs = 60 * 60 * 1000, firstRunMs = 60_000, now = () => new Date() } = options;
  let running = false;
  const run = async () => {
    // A slow run is not overtaken by the next one.
    if (running) return;
    running = true;
    try {
      const queued = await mailCertificateReminders(deps.db, deps.publicUrl, now());
      if (queued > 0) log.info({ job: 'certificate-reminders', queued }, 'certificate reminders queued');
    } catch (err) {
      log.error({ err, job: 'certificate-reminders' }, 'certificate reminders failed');
    } finally {
      running = false;
    }
  };
  const first = setTimeout(run, firstRunMs);
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
