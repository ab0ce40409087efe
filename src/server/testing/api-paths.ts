import type { HonoBase } from 'hono/hono-base';
import type { AppType } from '../app';

// Issue 32: the paths an API test requests are read from the app's own schema, as the web's typed client
// (`hc<AppType>`) and its fakes (src/web/testing/fetch-fixture.ts) read them, so a request to a renamed or
// removed route fails to compile instead of answering 404 at run time (decision 009).

/** The methods a test sends. HEAD is answered by a GET route. */
export type Method = 'GET' | 'HEAD' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

// biome-ignore lint/suspicious/noExplicitAny: matched as Hono's own client matches it
type ApiSchema = AppType extends HonoBase<any, infer Schema, any> ? Schema : never;
type MethodOfKey<Key> = Key extends `$${infer Name}` ? Uppercase<Name> : never;
/** 'GET /api/businesses/:slug': each area's routes (the schema is a union, one per `.route()`). */
type ApiRoute<Schema = ApiSchema> = Schema extends unknown
  ? { [Path in keyof Schema & string]: `${MethodOfKey<keyof Schema[Path]>} ${Path}` }[keyof Schema & string]
  : never;

/**
 * What the server answers outside the typed API, in Hono's notation (`:param`, a trailing `*` for any
 * rest): the health and metrics routes (src/server/app.ts), better-auth's catch-all, the uploaded files,
 * and what `mountWebApp` serves (src/server/web.ts): robots.txt, the sitemaps, the built files and the web
 * app's pages (the paths of src/web/app/router.tsx, every other path being its "not found" page).
 */
type ServedRoute =
  | `${'GET' | 'POST'} /api/auth/*`
  | `GET ${
      | '/api/health'
      | '/api/health/ready'
      | '/metrics'
      | '/uploads/*'
      | '/assets/*'
      | '/robots.txt'
      | '/sitemap.xml'
      | '/sitemaps/pages.xml'
      | `/sitemaps/businesses-${number}.xml`
      | '/sw.js'
      | '/manifest.webmanifest'
      | PagePattern}`;
type PagePattern =
  | '/'
  | '/auth'
  | '/email-confirmation'
  | '/forgot-password'
  | '/reset-password'
  | '/account-recovery'
  | '/contact'
  | '/c/:slug'
  | '/r/:slug'
  | '/profile'
  | '/submit-business'
  | '/business'
  | '/passport'
  | '/saved'
  | '/saved/:listId'
  | '/l/:shareId'
  | '/chats'
  | '/chats/:id'
  | '/admin';

type Route = ApiRoute | ServedRoute;
type PatternsFor<M extends Method> = Route extends infer R
  ? R extends `${M extends 'HEAD' ? 'GET' : M} ${infer Pattern}`
    ? Pattern
    : never
  : never;

/** '/api/businesses/:id/reviews' → `/api/businesses/${string}/reviews`; a trailing '*' → `${string}`. */
type Filled<Pattern extends string> = Pattern extends `${infer Head}:${string}/${infer Rest}`
  ? `${Head}${string}/${Filled<Rest>}`
  : Pattern extends `${infer Head}:${string}`
    ? `${Head}${string}`
    : Pattern extends `${infer Head}*`
      ? `${Head}${string}`
      : Pattern;

/**
 * Every path a route of `M` answers, each `:param` (and a trailing `*`) as `${string}`, with or without a
 * query: '/api/businesses/:id/reviews' → `/api/businesses/${string}/reviews` and
 * `/api/businesses/${string}/reviews?${string}`.
 */
export type ApiPath<M extends Method = Method> =
  PatternsFor<M> extends infer Pattern extends string
    ? Pattern extends unknown
      ? Filled<Pattern> | `${Filled<Pattern>}?${string}`
      : never
    : never;

// `${string}` also matches a '/', so `/api/businesses/${string}` (a business by its slug) would take
// '/api/businesses/x/renamed' too. A requested path is therefore compared segment by segment: a `:param`
// takes exactly one segment, whatever a template literal put in it.

type Split<Path extends string> = Path extends `${infer Segment}/${infer Rest}` ? [Segment, ...Split<Rest>] : [Path];
type Shape<Segments extends string[]> = Segments extends ['*']
  ? [string, ...string[]]
  : Segments extends [infer Segment, ...infer Rest extends string[]]
    ? [Segment extends `:${string}` ? string : Segment, ...Shape<Rest>]
    : [];
/** Each route of `M` as its segments: '/api/businesses/:id' → ['', 'api', 'businesses', string]. */
type ShapesFor<M extends Method> =
  PatternsFor<M> extends infer Pattern extends string
    ? Pattern extends unknown
      ? Shape<Split<Pattern>>
      : never
    : never;
type WithoutQuery<Path extends string> = Path extends `${infer Bare}?${string}` ? Bare : Path;

/**
 * `Path` itself when a route of `M` answers it (a literal, or a template literal such as
 * `/api/businesses/${string}/reviews`); otherwise a sentence no path matches, which the compiler reports:
 * Argument of type '"/api/businessez"' is not assignable to parameter of type '"no GET route answers /api/businessez"'.
 */
export type KnownPath<Path extends string, M extends Method> = Path extends UncheckedPath
  ? Path
  : Path extends unknown
    ? Split<WithoutQuery<Path>> extends ShapesFor<M>
      ? Path
      : `no ${M} route answers ${Path}`
    : never;

/** The method a request goes with: its own, else POST with a body and GET without (as `request` sends). */
export type MethodOf<Init> = Init extends { method: infer M extends string }
  ? string extends M
    ? Method
    : Uppercase<M> & Method
  : [BodyOf<Init>] extends [undefined]
    ? 'GET'
    : undefined extends BodyOf<Init>
      ? 'GET' | 'POST'
      : 'POST';
type BodyOf<Init> = Init[keyof Init & ('json' | 'body')];

/**
 * The way around the check, for the few tests whose path is not a route by design: one that asks for a path
 * no route answers (the 404 is what it tests), or one that builds its paths at run time from a table of
 * routes (the access matrix, the fuzz test). Every other request names its route.
 */
export function anyPath(path: string): UncheckedPath {
  return path as UncheckedPath;
}

/**
 * The path and query of a link the server wrote (a mailed link, a redirect's Location), to follow it as its
 * reader's browser would: the compiler cannot know what the server writes, so following it is the check.
 */
export function linkPath(link: string): UncheckedPath {
  const { pathname, search } = new URL(link, 'http://localhost');
  return anyPath(pathname + search);
}

declare const unchecked: unique symbol;
/** A path `anyPath` let through unchecked. */
export type UncheckedPath = string & { readonly [unchecked]: true };

type Row = string | { readonly method: string; readonly path: string } | readonly [string, string, ...unknown[]];
/**
 * A row's path as the row must have it: itself when a route of the row's method answers it (a bare path is a
 * GET), else marked with the route it lacks, which the compiler reports: "… is not assignable to type
 * '"/api/admin/featured" & { readonly noRoute: "POST /api/admin/featured"; }'".
 */
type RowPath<Path extends string, M extends string> =
  KnownPath<Path, MethodOf<{ method: M }>> extends Path ? Path : { readonly noRoute: `${M} ${Path}` };
type CheckedRow<R> = R extends string
  ? RowPath<R, 'GET'>
  : R extends { readonly method: infer M extends string; readonly path: infer P extends string }
    ? { readonly [K in keyof R]: K extends 'path' ? RowPath<P, M> : R[K] }
    : R extends readonly [infer M extends string, infer P extends string, ...infer Rest]
      ? readonly [M, RowPath<P, M>, ...Rest]
      : never;

type KeysOf<R> = R extends unknown ? keyof R : never;
/** Each row with the others' fields it lacks as `undefined`, as TypeScript types an array literal's rows. */
type Rows<R, Keys extends PropertyKey = KeysOf<R>> = ReadonlyArray<
  R extends string | readonly unknown[] ? R : R & { readonly [K in Exclude<Keys, keyof R>]?: undefined }
>;

/**
 * A table of requests (an access check sends every row as every caller), each row's path checked against the
 * row's own method. A loop over a plain array would check one union of paths against one union of methods,
 * and in that union `/api/businesses/${string}` takes any longer path.
 */
export function requestTable<const Table extends readonly Row[]>(
  rows: Table & { [I in keyof Table]: CheckedRow<Table[I]> },
): Rows<Table[number]>;
export function requestTable(rows: readonly Row[]) {
  return rows;
}
