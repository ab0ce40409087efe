import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { unavailableWhenTheDatabaseIs } from './auth/auth-failures';
import { access } from './auth/policy';
import { authHandler, loadViewer } from './auth/session';
import type { Db } from './db/client';
import { accountRoutes } from './features/accounts/routes';
import { adminPeopleRoutes } from './features/admin/people-routes';
import { adminRoutes } from './features/admin/routes';
import { auditRoutes } from './features/audit/routes';
import type { ListingMemory } from './features/catalog/catalog';
import { catalogRoutes } from './features/catalog/routes';
import { chatRoutes } from './features/chat/routes';
import { claimRoutes } from './features/claims/routes';
import { communityRoutes } from './features/community/routes';
import { unsubscribeRoutes } from './features/community/unsubscribe';
import { discoveryRoutes } from './features/discovery/routes';
import { duplicateRoutes } from './features/duplicates/routes';
import { setTrustSettings } from './features/halal/evidence';
import { halalRoutes } from './features/halal/routes';
import { importRoutes } from './features/imports/routes';
import { InsightCounter } from './features/insights/counter';
import { insightRoutes } from './features/insights/routes';
import { logoRoutes } from './features/logos/routes';
import { menuRoutes } from './features/menus/routes';
import { noticeRoutes } from './features/notices/routes';
import { openDataFiles, openDataRoutes } from './features/open-data/routes';
import { ownerEditRoutes } from './features/owner/edit-routes';
import { ownerRoutes } from './features/owner/routes';
import { passportRoutes } from './features/passport/routes';
import { ramadanRoutes } from './features/ramadan/routes';
import { reportRoutes } from './features/reports/routes';
import { reviewRoutes } from './features/reviews/routes';
import { savedRoutes } from './features/saved/routes';
import { submissionRoutes } from './features/submissions/routes';
import { uploadRoutes } from './features/uploads/routes';
import { AnswerCache, answerFromMemory, carriesSession } from './http/answer-cache';
import type { AppDeps, AppEnv } from './http/context';
import { ApiError, handleError } from './http/errors';
import { boundedBody, cleanRequestTarget, noStoreWhenSignedIn } from './http/guards';
import { publicCaching } from './http/public-caching';
import { ReadCache } from './http/read-cache';
import { messageRoutes } from './i18n/routes';
import { liveRoutes } from './live/routes';
import { Metrics } from './observability/metrics';
import { requestLog } from './observability/requests';
import { mountAssets, mountUploads } from './web';

/** The JSON API. Its type is what the web app's typed client (`hc<AppType>`) is built from. */
function createApi() {
  return new Hono<AppEnv>()
    .basePath('/api')
    .route('/', accountRoutes)
    .route('/', catalogRoutes)
    .route('/', discoveryRoutes)
    .route('/', communityRoutes)
    .route('/', liveRoutes)
    .route('/', uploadRoutes)
    .route('/', submissionRoutes)
    .route('/', adminRoutes)
    .route('/', reviewRoutes)
    .route('/', ownerRoutes)
    .route('/', unsubscribeRoutes)
    .route('/', adminPeopleRoutes)
    .route('/', logoRoutes)
    .route('/', chatRoutes)
    .route('/', passportRoutes)
    .route('/', savedRoutes)
    .route('/', halalRoutes)
    .route('/', auditRoutes)
    .route('/', reportRoutes)
    .route('/', ownerEditRoutes)
    .route('/', messageRoutes)
    .route('/', openDataRoutes)
    .route('/', importRoutes)
    .route('/', duplicateRoutes)
    .route('/', claimRoutes)
    .route('/', noticeRoutes)
    .route('/', insightRoutes)
    .route('/', menuRoutes)
    .route('/', ramadanRoutes);
}

export type AppType = ReturnType<typeof createApi>;

/**
 * Liveness and readiness. `/api/health` is answered before anything else runs (no database, no session,
 * no compression): it says the process takes requests, and it is the ceiling benchmarks measure against.
 * `/api/health/ready` says whether the database answers, for a balancer deciding where to send traffic.
 */
function healthRoutes(db: Db) {
  return new Hono<AppEnv>()
    .get('/api/health', access.public, (c) => c.json({ status: 'ok' as const }))
    .get('/api/health/ready', access.public, async (c) => {
      try {
        await db.execute(sql`select 1`);
        return c.json({ status: 'ok' as const, database: 'reachable' as const });
      } catch {
        return c.json({ status: 'error' as const, database: 'unreachable' as const }, 503);
      }
    });
}

/**
 * Issue 33: the server's figures for Prometheus. Without METRICS_TOKEN the route does not exist (404);
 * with it, only a scraper sending that bearer token gets them.
 */
function metricsRoutes(metrics: Metrics | undefined) {
  return new Hono<AppEnv>().get('/metrics', access.metricsScraper, async (c) => {
    if (!metrics) throw new ApiError('NOT_FOUND', 'No such page.');
    return c.body(await metrics.registry.metrics(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}

export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  deps.insights ??= new InsightCounter(deps.db, { flushEveryMs: 0 });
  app.onError(handleError);
  setTrustSettings(deps.config.trust);
  // Outermost, so every request has its line and its duration, those answered from memory included.
  const metrics = deps.config.metricsToken
    ? new Metrics({ db: deps.db, live: deps.live, poolUse: deps.poolUse })
    : undefined;
  app.use('*', requestLog({ trustProxy: deps.config.trustProxy, metrics }));
  // Kept public answers go out first, with the headers the stack below gave them (issue 40): a visitor's
  // listing or business page costs a lookup, not a session check, compression and a query. Only what
  // passed the stack once is kept, so the request checks below have seen every key it answers.
  const readCache = new ReadCache();
  readCache.follow(deps.live);
  // The listing's own memory (issue 40, decision 037): searches, rankings and suggestions, and the cards by
  // business id. Apart from the read cache, so their many keys never push out a sitemap or a page's meta.
  const listingMemory: ListingMemory = { cache: new ReadCache(), cards: new ReadCache({ maxEntries: 20_000 }) };
  listingMemory.cache.follow(deps.live);
  listingMemory.cards.follow(deps.live);
  const answers = new AnswerCache({
    alsoForget: () => {
      listingMemory.cache.drop('businesses');
      listingMemory.cards.drop('businesses');
    },
  });
  answers.follow(deps.live);
  app.use('/api/*', answerFromMemory(answers));
  app.use('*', cleanRequestTarget);
  app.route('/', healthRoutes(deps.db));
  if (deps.webDir) mountAssets(app, deps.webDir);
  // gzip for HTML and JSON (a weak phone connection is the first audience). It leaves alone what is
  // already encoded (the built files, precompressed once at build) and bodies under 1 KB.
  app.use('*', compress());
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    c.set('db', deps.db);
    c.set('readCache', readCache);
    c.set('listingMemory', listingMemory);
    c.set('viewer', null);
    c.set('sessionId', null);
    c.set('bannedSession', false);
    await next();
  });
  app.route('/', metricsRoutes(metrics));
  // Uploaded files answer with their own locked-down headers, ahead of the site's.
  if (deps.uploadsDir) mountUploads(app, deps.uploadsDir);

  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
      // 'Near me' asks for the visitor's position on the site's own pages; no page uses the other powerful
      // features, so nothing on them (an injected script, a frame) can ask for them either. Only features
      // Chromium recognizes are named: an unknown one is an error in the console of every page.
      permissionsPolicy: {
        geolocation: ['self'],
        camera: false,
        microphone: false,
        payment: false,
        usb: false,
        serial: false,
        hid: false,
        midi: false,
        accelerometer: false,
        gyroscope: false,
        magnetometer: false,
        displayCapture: false,
        encryptedMedia: false,
        idleDetection: false,
        screenWakeLock: false,
        publickeyCredentialsGet: false,
        xrSpatialTracking: false,
        browsingTopics: false,
      },
    }),
  );

  // Every body is bounded before anything reads it, better-auth's routes included.
  app.use('/api/*', boundedBody);
  app.use('/api/*', noStoreWhenSignedIn);
  app.on(['GET', 'POST'], '/api/auth/*', access.public, unavailableWhenTheDatabaseIs, authHandler);
  // No session cookie, no session: a visitor's read skips better-auth's lookup (about 0.3 ms a request).
  app.use('/api/*', (c, next) => (carriesSession(c.req.header('cookie')) ? loadViewer(c, next) : next()));
  app.use('/api/*', publicCaching);

  app.route('/', createApi());
  // Issue 35: the day's open data files, beside the API.
  app.route('/', openDataFiles);
  app.all('/api/*', access.public, () => {
    throw new ApiError('NOT_FOUND', 'No such API route.');
  });
  return app;
}
