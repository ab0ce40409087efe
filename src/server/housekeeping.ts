import type { Db } from './db/client';
import { mailUnreadMessages } from './features/chat/unread-mail';
import { expireUnconfirmedSubscriptions } from './features/community/community';
import { mailCertificateReminders } from './features/halal/certificate-reminders';
import { projectDueProfiles } from './features/halal/evidence';
import { log } from './observability/log';
import type { Storage } from './storage/storage';
import { removeAbandonedUploads, removeOrphanedAnswerPhotos } from './storage/uploads';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Runs `job` every `intervalMs` (and once after `firstRunMs`, when given), until stopped. A slow run is not
 * overtaken by the next one, and a failed run is logged under `name` and tried again at the next tick. The
 * timers do not keep the process alive.
 */
function every(name: string, job: () => Promise<void>, options: { intervalMs: number; firstRunMs?: number }) {
  let running = false;
  const run = async () => {
    if (running) return;
    running = true;
    try {
      await job();
    } catch (err) {
      log.error({ err, job: name }, `${name} failed`);
    } finally {
      running = false;
    }
  };
  const first = options.firstRunMs === undefined ? undefined : setTimeout(run, options.firstRunMs);
  const timer = setInterval(run, options.intervalMs);
  first?.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}

/**
 * Hourly clean-up: uploads never attached within a day (certificates within an hour), and subscriptions
 * never confirmed within a week. Every instance may run it; each step is a plain delete that is safe to repeat.
 */
export function startHousekeeping(deps: { db: Db; storage: Storage }, intervalMs = HOUR_MS) {
  return every(
    'housekeeping',
    async () => {
      const uploads = await removeAbandonedUploads(deps.db, deps.storage);
      const answerPhotos = await removeOrphanedAnswerPhotos(deps.db, deps.storage);
      const subscriptions = await expireUnconfirmedSubscriptions(deps.db);
      if (uploads + answerPhotos + subscriptions > 0)
        log.info(
          { job: 'housekeeping', uploads, answerPhotos, subscriptions },
          'abandoned uploads, photos of gone answers and unconfirmed subscriptions removed',
        );
    },
    { intervalMs, firstRunMs: 60_000 },
  );
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
  return every(
    'unread-chat-mail',
    async () => {
      const mailed = await mailUnreadMessages(deps.db, deps.publicUrl, now());
      if (mailed > 0) log.info({ job: 'unread-chat-mail', mailed }, 'unread chat messages mailed');
    },
    { intervalMs },
  );
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
  const { intervalMs = HOUR_MS, firstRunMs = 60_000, now = () => new Date() } = options;
  return every(
    'certificate-reminders',
    async () => {
      const queued = await mailCertificateReminders(deps.db, deps.publicUrl, now());
      if (queued > 0) log.info({ job: 'certificate-reminders', queued }, 'certificate reminders queued');
    },
    { intervalMs, firstRunMs },
  );
}

/**
 * Issue 34: the halal facts time has changed (evidence that expired, a certificate past its date), projected
 * again with their audit entries (`projectDueProfiles`). Hourly, so a fact turns 'Needs a re-check' within
 * the hour its evidence lapses; the first run soon after start also projects profiles stored before their
 * facts carried evidence. Every instance may run it: due profiles are taken with SKIP LOCKED.
 */
export function startHalalRecheck(
  deps: { db: Db },
  options: { intervalMs?: number; firstRunMs?: number; now?: () => Date } = {},
) {
  const { intervalMs = HOUR_MS, firstRunMs = 5_000, now = () => new Date() } = options;
  return every(
    'halal-recheck',
    async () => {
      const changed = await projectDueProfiles(deps.db, now());
      if (changed > 0) log.info({ job: 'halal-recheck', changed }, 'halal facts changed with time');
    },
    { intervalMs, firstRunMs },
  );
}
