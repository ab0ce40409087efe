import { z } from 'zod';
import { DEFAULT_TRUST_MIN_ACCOUNT_AGE_HOURS, DEFAULT_TRUST_QUORUM } from '../domain/halal-evidence';
import { LOG_LEVELS, type LogLevel } from './observability/log';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const emptyToUndefined = (v: unknown) => (v === '' ? undefined : v);

/** A public https page (the product's own social accounts); unset or empty means "no link". */
const httpsUrl = z.preprocess(
  emptyToUndefined,
  z.url({ protocol: /^https$/, error: 'must be an https:// URL' }).optional(),
);

const OSM_TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** Where each geocoder answers unless GEOCODER_URL says otherwise. */
const GEOCODER_URLS = {
  nominatim: 'https://nominatim.openstreetmap.org/search',
  census: 'https://geocoding.geo.census.gov/geocoder/locations/onelineaddress',
} as const;

/** Every environment variable the server reads, parsed once. Documented in .env.example. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  AUTH_SECRET: z.preprocess(emptyToUndefined, z.string().min(32).optional()),
  SMTP_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAIL_FROM: z.string().default('Indiana Halal Directory <hello@indianahalal.local>'),
  S3_ENDPOINT: z.preprocess(emptyToUndefined, z.url().optional()),
  S3_REGION: z.string().default('auto'),
  S3_BUCKET: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_ACCESS_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_SECRET_ACCESS_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  S3_PUBLIC_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().optional()),
  ADMIN_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6).optional()),
  DEMO_DATA: z.preprocess(emptyToUndefined, flag.optional()),
  DEMO_PASSWORD: z.preprocess(emptyToUndefined, z.string().min(6).optional()),
  RATE_LIMIT: z.preprocess(emptyToUndefined, flag.optional()),
  SOCIAL_INSTAGRAM_URL: httpsUrl,
  SOCIAL_FACEBOOK_URL: httpsUrl,
  GEOCODER: z.preprocess(emptyToUndefined, z.enum(['none', 'nominatim', 'census']).default('none')),
  GEOCODER_URL: z.preprocess(emptyToUndefined, z.url().optional()),
  MAP_TILE_URL: z.preprocess(emptyToUndefined, z.string().default(OSM_TILES)),
  MAP_TILE_ATTRIBUTION: z.preprocess(emptyToUndefined, z.string().default(OSM_ATTRIBUTION)),
  TRUST_PROXY: z.preprocess(
    emptyToUndefined,
    z
      .union([flag, z.coerce.number().int().min(0).max(10)])
      .transform((v) => (typeof v === 'number' ? v : v ? 1 : 0))
      .optional(),
  ),
  LOG_LEVEL: z.preprocess(emptyToUndefined, z.enum(LOG_LEVELS).optional()),
  LOG_FORMAT: z.preprocess(emptyToUndefined, z.enum(['json', 'pretty']).default('json')),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(16).optional()),
  VAPID_PUBLIC_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{86,88}$/)
      .optional(),
  ),
  VAPID_PRIVATE_KEY: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^[A-Za-z0-9_-]{42,44}$/)
      .optional(),
  ),
  VAPID_SUBJECT: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'must be a mailto: address or an https:// URL')
      .optional(),
  ),
  PUSH_ENDPOINT_HOSTS: z.preprocess(emptyToUndefined, z.string().optional()),
  TRUST_QUORUM: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(100).default(DEFAULT_TRUST_QUORUM)),
  TRUST_MIN_ACCOUNT_AGE_HOURS: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(0)
      .max(24 * 365)
      .default(DEFAULT_TRUST_MIN_ACCOUNT_AGE_HOURS),
  ),
});

export type Env = z.infer<typeof envSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  publicUrl: string;
  authSecret?: string;
  smtpUrl?: string;
  mailFrom: string;
  admin?: { email: string; password: string };
  s3?: {
    endpoint: string;
    region: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    /** Public base URL of the bucket (a CDN, or the endpoint with the bucket path). */
    publicUrl: string;
  };
  demoData: boolean;
  demoPassword?: string;
  rateLimit: boolean;
  /**
   * How many reverse proxies stand in front of the server. 0: the socket address is the client's;
   * N: the client is the Nth address from the right of X-Forwarded-For (each proxy appends one).
   */
  trustProxy: number;
  /** The product's own social accounts, linked from the home page's hero; a missing one is not shown. */
  social: { instagram?: string; facebook?: string };
  /**
   * Issue 17: how addresses become map pins. 'none' (the default): owners and admins place the pin;
   * otherwise the provider at `url` is asked once per address, at most once a second.
   */
  geocoder: { provider: 'none' } | { provider: 'nominatim' | 'census'; url: string };
  /** Issue 17: the map's tile images ({z}/{x}/{y}) and the attribution they require (HTML). */
  mapTiles: { url: string; attribution: string };
  /**
   * Origins whose pages may change things here: the public URL's, and Vite's in development. The origin a
   * request was sent to is also its own (http/origins.ts: `isTrustedOrigin`, `trustedOriginsFor`).
   */
  trustedOrigins: string[];
  /** Issue 33: how much the server logs (info: a line per request and per background job's work). */
  logLevel: LogLevel;
  /** json (one line per event, for collectors), or pretty (colours for a person at a terminal; `npm run dev`). */
  logFormat: 'json' | 'pretty';
  /** Issue 33: the bearer token `GET /metrics` asks for; unset, the endpoint does not exist (404). */
  metricsToken?: string;
  /**
   * Issue 34: the community's rules for halal answers: how many people must agree, and how old an account
   * must be for its answers to count.
   */
  trust: { quorum: number; minAccountAgeHours: number };
  /**
   * Issue 36: web push. The VAPID key pair (VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or none: one generated
   * into DATA_DIR/vapid-keys.json on first start), the contact push services see (VAPID_SUBJECT, by default
   * the mailto: of MAIL_FROM), and push services beyond the known ones (PUSH_ENDPOINT_HOSTS).
   */
  push: {
    keys?: { publicKey: string; privateKey: string };
    subject: string;
    endpointHosts: PushEndpointHost[];
  };
}

/**
 * A push service named in PUSH_ENDPOINT_HOSTS: a host name (`push.example.com`, `*.push.example.com`) reached
 * over https, or an exact origin (`http://127.0.0.1:8090`), where http is allowed only on a loopback address.
 */
export type PushEndpointHost = { host: string } | { origin: string };

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

function pushEndpointHosts(value: string | undefined): PushEndpointHost[] {
  if (!value) return [];
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .map((entry) => {
      if (!entry.includes('://')) {
        if (!/^(\*\.)?[a-z0-9.-]+$/i.test(entry))
          throw new Error(`Invalid configuration:\n  PUSH_ENDPOINT_HOSTS: ${entry}`);
        return { host: entry.toLowerCase() };
      }
      const url = URL.canParse(entry) ? new URL(entry) : null;
      const allowed =
        url && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)));
      if (!url || !allowed || url.pathname !== '/')
        throw new Error(
          `Invalid configuration:\n  PUSH_ENDPOINT_HOSTS: ${entry} (an https origin, or http only on a loopback address)`,
        );
      return { origin: url.origin };
    });
}

/** The mailto: of MAIL_FROM's address, the contact a push service may write to about our messages. */
function mailtoOf(mailFrom: string): string {
  const address = mailFrom.match(/<([^>]+)>/)?.[1] ?? mailFrom.trim();
  return `mailto:${address}`;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  const e = parsed.data;
  const port = e.PORT;
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  const devOrigins = e.NODE_ENV === 'production' ? [] : ['http://localhost:5173', 'http://127.0.0.1:5173'];
  return {
    env: e.NODE_ENV,
    port,
    host: e.HOST,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    publicUrl,
    authSecret: e.AUTH_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    s3: s3Config(e),
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    demoPassword: e.DEMO_PASSWORD,
    rateLimit: e.RATE_LIMIT ?? e.NODE_ENV !== 'test',
    trustProxy: e.TRUST_PROXY ?? 0,
    social: { instagram: e.SOCIAL_INSTAGRAM_URL, facebook: e.SOCIAL_FACEBOOK_URL },
    geocoder:
      e.GEOCODER === 'none'
        ? { provider: 'none' }
        : { provider: e.GEOCODER, url: e.GEOCODER_URL ?? GEOCODER_URLS[e.GEOCODER] },
    // 'none': maps draw their pins on a plain background and ask no tile server for anything.
    mapTiles:
      e.MAP_TILE_URL === 'none'
        ? { url: '', attribution: '' }
        : { url: e.MAP_TILE_URL, attribution: e.MAP_TILE_ATTRIBUTION },
    trustedOrigins: [new URL(publicUrl).origin, ...devOrigins],
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'warn' : 'info'),
    logFormat: e.LOG_FORMAT,
    metricsToken: e.METRICS_TOKEN,
    trust: { quorum: e.TRUST_QUORUM, minAccountAgeHours: e.TRUST_MIN_ACCOUNT_AGE_HOURS },
    push: {
      keys: vapidKeys(e),
      subject: e.VAPID_SUBJECT ?? mailtoOf(e.MAIL_FROM),
      endpointHosts: pushEndpointHosts(e.PUSH_ENDPOINT_HOSTS),
    },
  };
}

/** Both VAPID keys, or neither (then generated into DATA_DIR). */
function vapidKeys(e: Env): Config['push']['keys'] {
  if (!e.VAPID_PUBLIC_KEY && !e.VAPID_PRIVATE_KEY) return undefined;
  if (!e.VAPID_PUBLIC_KEY || !e.VAPID_PRIVATE_KEY)
    throw new Error('Invalid configuration:\n  VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together.');
  return { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
}

/** The bucket settings when S3_BUCKET is set; the endpoint and both keys are then required. */
function s3Config(e: Env): Config['s3'] {
  if (!e.S3_BUCKET) return undefined;
  if (!e.S3_ENDPOINT || !e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'Invalid configuration:\n  S3_BUCKET needs S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY.',
    );
  }
  return {
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    bucket: e.S3_BUCKET,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    publicUrl: e.S3_PUBLIC_URL ?? `${e.S3_ENDPOINT.replace(/\/$/, '')}/${e.S3_BUCKET}`,
  };
}
