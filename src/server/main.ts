import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { settleWorkAfterAnswers } from './after-answer';
import { createApp } from './app';
import { ensureAdmin } from './auth/accounts';
import { createAuth } from './auth/auth';
import { standingSessions } from './auth/session';
import { type Config, loadConfig } from './config';
import { openDatabase } from './db/client';
import { loadDemoData } from './demo/load';
import { createGeocoding } from './features/discovery/geocoder';
import { InsightCounter } from './features/insights/counter';
import { NoticeDelivery } from './features/notices/delivery';
import { webPushSender } from './features/notices/push';
import { vapidKeys } from './features/notices/vapid';
import { startCertificateReminders, startHalalRecheck, startHousekeeping, startUnreadChatMail } from './housekeeping';
import { LiveHub } from './live/hub';
import { fileTransport, Mailer, smtpTransport } from './mail/outbox';
import { createLogger, installLogger, log } from './observability/log';
import { serveBackups } from './ops/backup-socket';
import { diskStorage, s3Storage } from './storage/storage';
import { loadPageRenderer, mountWebApp } from './web';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** AUTH_SECRET, or one generated into DATA_DIR on first start and reused after. */
function authSecret(config: Config): string {
  if (config.authSecret) return config.authSecret;
  const file = path.join(config.dataDir, 'auth-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

async function main() {
  const config = loadConfig();
  installLogger(createLogger({ level: config.logLevel, pretty: config.logFormat === 'pretty' }));
  mkdirSync(config.dataDir, { recursive: true });

  const database = await openDatabase(config);
  await database.migrate();
  const { db } = database;
  // A PGlite folder is this process's alone, so `npm run backup` asks the server for its copy (decision 023).
  const backups = database.dumpDataDir
    ? await serveBackups(config.dataDir, database.dumpDataDir, (line) => log.info({ job: 'backup' }, line))
    : undefined;

  const auth = createAuth({ config, db, secret: authSecret(config) });
  const mailDir = path.join(config.dataDir, 'mail');
  const uploadsDir = path.join(config.dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const storage = config.s3 ? s3Storage(config.s3) : diskStorage(uploadsDir);
  const mailer = new Mailer(
    db,
    config.smtpUrl ? smtpTransport(config.smtpUrl) : fileTransport(mailDir),
    config.mailFrom,
  );

  if (config.admin) {
    const admin = await ensureAdmin(auth, db, config.admin);
    log.info(`Admin account ${admin.created ? 'created' : 'promoted'} (ADMIN_EMAIL).`);
  }
  if (config.demoData) {
    const demo = await loadDemoData({
      db,
      auth,
      storage,
      log: (line) => log.info(line),
      password: config.demoPassword,
    });
    if (demo) {
      log.info('Demo data loaded; the demo accounts follow on the terminal, once.');
      // The demo accounts' sign-in is for the person starting the server, not for the log: printed as
      // plain text beside the JSON lines, so no log collector keeps it as an event.
      process.stderr.write(
        `Demo accounts (shown once):\n${demo.accounts
          .map((account) => `  ${account.role.padEnd(15)} ${account.email}  password: ${account.password}\n`)
          .join('')}`,
      );
    }
  }

  // Issue 36: notices by mail (through the mail outbox) and web push (decision 033).
  const vapid = vapidKeys(config);
  const noticeDelivery = new NoticeDelivery({
    db,
    publicUrl: config.publicUrl,
    push: webPushSender(vapid, config.push.endpointHosts),
  });

  const live = new LiveHub(database.listen, (sessionIds) => standingSessions(db, sessionIds));
  await live.start();
  const webDir = path.join(root, 'dist/web');
  const geocoding = createGeocoding(db, config.geocoder, {
    userAgent: `Indiana Halal Directory (${config.publicUrl})`,
  });
  const insights = new InsightCounter(db);
  const app = createApp({
    config,
    db,
    poolUse: database.poolUse,
    auth,
    mailer,
    storage,
    live,
    geocoding,
    vapid,
    insights,
    uploadsDir: config.s3 ? undefined : uploadsDir,
    webDir,
  });
  const renderer = await loadPageRenderer(path.join(root, 'dist/ssr'), app);
  const hasWeb = mountWebApp(app, webDir, renderer ? { renderer, live } : undefined);
  mailer.start();
  noticeDelivery.start();
  const housekeeping = startHousekeeping({ db, storage });
  const chatMail = startUnreadChatMail({ db, publicUrl: config.publicUrl });
  const certificateReminders = startCertificateReminders({ db, publicUrl: config.publicUrl });
  const halalRecheck = startHalalRecheck({ db });

  // Requests in progress, so a shutdown can let them finish; once stopping, new ones are turned away.
  let inFlight = 0;
  let stopping = false;
  const fetch = async (request: Request, env: unknown) => {
    if (stopping)
      return new Response('The server is restarting. Please try again in a moment.', {
        status: 503,
        headers: { Connection: 'close', 'Retry-After': '5' },
      });
    inFlight++;
    try {
      return await app.fetch(request, env);
    } finally {
      inFlight--;
    }
  };

  const server = serve({ fetch, port: config.port, hostname: config.host }, (info) => {
    log.info(
      { url: config.publicUrl, address: info.address, port: info.port, database: database.kind },
      `Indiana Halal Directory is running at ${config.publicUrl}`,
    );
    if (!hasWeb) log.warn('The web app is not built; run `npm run build` (npm start does this for you).');
    if (!config.smtpUrl) log.info(`Outgoing mail is written to ${mailDir} as .eml files.`);
  }) as Server;

  /**
   * Graceful stop within 10 s: stop accepting, end live streams, let in-flight requests finish, stop
   * the mailer after its current batch (the rest stays queued for the next start), close the database.
   */
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal}: shutting down…`);
    const deadline = Date.now() + SHUTDOWN_GRACE_MS;
    setTimeout(() => {
      log.error('Shutdown took too long; exiting now.');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + 1000).unref();
    server.close();
    live.closeAllStreams();
    housekeeping.stop();
    chatMail.stop();
    certificateReminders.stop();
    halalRecheck.stop();
    geocoding.stop();
    server.closeIdleConnections();
    while (inFlight > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    server.closeAllConnections();
    // Mail queued after an answer (a reset link) goes in before the database closes.
    await Promise.race([
      settleWorkAfterAnswers(),
      new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now()))),
    ]);
    // Notices being delivered become mail or pushes first; then the mailer takes its batch.
    await Promise.race([noticeDelivery.stop(), new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
    // A delivery stuck on a slow SMTP server must not keep the database from closing cleanly.
    await Promise.race([mailer.stop(), new Promise((r) => setTimeout(r, Math.max(0, deadline + 1500 - Date.now())))]);
    // The views and taps counted since the last write go in before the database closes.
    await Promise.race([insights.close(), new Promise((r) => setTimeout(r, Math.max(0, deadline - Date.now())))]);
    await live.stop();
    await backups?.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

/** In-flight requests get this long after a stop signal; the process is gone within 10 s. */
const SHUTDOWN_GRACE_MS = 7_000;

main().catch((err) => {
  log.fatal({ err }, 'The server could not start');
  process.exit(1);
});
