import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/**
 * Fields that never reach a log line, wherever they sit (a request's headers, a body passed along, an
 * error's details): pino replaces their values before the line is written. Nothing logs a body today;
 * this is what keeps one added tomorrow from printing a password.
 */
const REDACTED_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'accessToken',
  'refreshToken',
  'secret',
  'cookie',
  'authorization',
  'sessionId',
  'session',
  'email',
  'to',
];
const REDACT_PATHS = REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]).concat([
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
]);

/**
 * An email address anywhere in a message or an error's text (a driver error quoting a row, say); not a
 * file path with a scoped package in it (`node_modules/@scope/name.js`).
 */
const EMAIL_ADDRESS = /[^\s<>"'(),;:@/]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;

function withoutAddresses(text: string): string {
  return text.replace(EMAIL_ADDRESS, '[email]');
}

/**
 * The server's one logger: a JSON line per event on stdout (pretty in development, when pino-pretty is
 * installed), with secrets and email addresses taken out before writing.
 */
export function createLogger(options: { level: LogLevel; pretty?: boolean; destination?: DestinationStream }): Logger {
  const stream = options.destination ?? (options.pretty ? prettyStream() : undefined) ?? batchedStdout();
  return pino(
    {
      level: options.level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      serializers: {
        err: (err: unknown) => {
          const serialized = pino.stdSerializers.err(err as Error);
          return {
            ...serialized,
            message: withoutAddresses(serialized.message ?? ''),
            stack: serialized.stack ? withoutAddresses(serialized.stack) : undefined,
          };
        },
      },
      hooks: {
        logMethod(args, method) {
          const scrubbed = args.map((arg) => (typeof arg === 'string' ? withoutAddresses(arg) : arg));
          method.apply(this, scrubbed as Parameters<typeof method>);
        },
      },
    },
    stream,
  );
}

/**
 * stdout written in the background, in batches of up to 4 KB, at least once a second and at exit: a
 * synchronous write per request line held each request for it (the bench's ceiling: 2,366 → 2,917 req/s).
 */
function batchedStdout(): DestinationStream {
  const stdout = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  setInterval(() => stdout.flush(), 1000).unref();
  return stdout;
}

/** pino-pretty is a development convenience: without it (a production install), lines stay JSON. */
function prettyStream(): DestinationStream | undefined {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as (o: object) => DestinationStream;
    return pretty({ colorize: true, translateTime: 'HH:MM:ss.l', ignore: 'pid,hostname' });
  } catch {
    return undefined;
  }
}

/** LOG_LEVEL, or info (warn under test, where request lines would drown the test report). */
export function defaultLevel(env: NodeJS.ProcessEnv = process.env): LogLevel {
  const wanted = env.LOG_LEVEL as LogLevel | undefined;
  if (wanted && LOG_LEVELS.includes(wanted)) return wanted;
  return env.NODE_ENV === 'test' || env.VITEST ? 'warn' : 'info';
}

/**
 * The logger every part of the server writes with. Modules read it when they log, so the one `installLogger`
 * installs at start (from the configuration) is the one they use.
 */
export let log: Logger = createLogger({ level: defaultLevel() });

/** Installs `logger` as the server's logger; returns a function that puts the previous one back (tests). */
export function installLogger(logger: Logger): () => void {
  const previous = log;
  log = logger;
  return () => {
    log = previous;
  };
}

/**
 * A person's id as logs carry it: the same person gives the same value on every line (so one person's
 * requests can be followed), but the line alone does not say who they are.
 */
export function personHash(id: string): string {
  return createHash('sha256').update(`person:${id}`).digest('hex').slice(0, 16);
}
