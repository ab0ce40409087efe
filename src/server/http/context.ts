import type { Role } from '../../domain/profile';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db, PoolUse } from '../db/client';
import type { ListingMemory } from '../features/catalog/catalog';
import type { Geocoding } from '../features/discovery/geocoder';
import type { InsightCounter } from '../features/insights/counter';
import type { VapidKeys } from '../features/notices/vapid';
import type { LiveHub } from '../live/hub';
import type { Mailer } from '../mail/outbox';
import type { Storage } from '../storage/storage';
import type { ReadCache } from './read-cache';

/** The signed-in person as every route sees them: the profile row that is also the account. */
export interface Viewer {
  id: string;
  email: string;
  emailVerified: boolean;
  firstName: string;
  lastName: string;
  displayName: string;
  role: Role;
  banned: boolean;
}

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  mailer: Mailer;
  storage: Storage;
  live: LiveHub;
  /** The disk storage's folder, served at /uploads/*; absent when uploads live in a bucket. */
  uploadsDir?: string;
  /** Issue 17: turns saved addresses into map pins when a geocoder is configured; absent means none. */
  geocoding?: Geocoding;
  /** The built web app (dist/web) whose hashed files are answered first; absent in API tests. */
  webDir?: string;
  /** Issue 36: the key pair push services know the site by (its public key goes to browsers that subscribe). */
  vapid: VapidKeys;
  /** Issue 33: the database pool's use, for `GET /metrics`. */
  poolUse?: () => PoolUse;
  /**
   * Issue 37: the owners' insights, counted in memory and written every few seconds; `createApp` makes one
   * that writes only when asked (API tests) when none is given.
   */
  insights?: InsightCounter;
}

export interface AppEnv {
  Variables: {
    deps: AppDeps;
    db: Db;
    viewer: Viewer | null;
    /** The id of the session the viewer's cookie names (better-auth's session row), with the viewer. */
    sessionId: string | null;
    /** The cookie names a banned person's session (banning ends sessions, so only one in flight). */
    bannedSession: boolean;
    /** The hot public reads, kept until a live event of their topic (one per app). */
    readCache: ReadCache;
    /** Issue 40: what the listing keeps of its searches and cards (one per app). */
    listingMemory: ListingMemory;
    /** An anonymous public answer's JSON and tag, as `publicCaching` sent it (for the answer cache). */
    publicAnswer?: { body: string; etag: string };
    /** Issue 33: the request's id, in its log line and in the answer's X-Request-Id. */
    requestId?: string;
  };
}
