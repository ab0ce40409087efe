import type { HonoBase } from 'hono/hono-base';
import { afterEach, beforeEach, vi } from 'vitest';
import type { AppType } from '../../server/app';

type Reply = Response | Promise<Response>;

/** The routes the server's typed client knows: '/api/businesses/:slug' → { $get, … } (decision 009). */
// biome-ignore lint/suspicious/noExplicitAny: matched as Hono's own client matches it
type ApiSchema = AppType extends HonoBase<any, infer Schema, any> ? Schema : never;
type MethodOf<Key> = Key extends `$${infer Method}` ? Uppercase<Method> : never;
/**
 * 'GET /api/businesses/:slug': a route as the app registers it, so a fake of a renamed or removed route
 * fails to compile. better-auth's routes sit behind one catch-all, so any '/api/auth/…' path is taken.
 */
export type ApiRoute = RoutesOf<ApiSchema> | `${'GET' | 'POST'} /api/auth/${string}`;
/** Each area's routes (the schema is a union of them, one per `.route()`), as 'METHOD /path'. */
type RoutesOf<Schema> = Schema extends unknown
  ? { [Path in keyof Schema & string]: `${MethodOf<keyof Schema[Path]>} ${Path}` }[keyof Schema & string]
  : never;
/** A route → a reply; the handler gets the URL (with its query) and the request init. */
export type ApiRoutes = Partial<Record<ApiRoute, (url: URL, init?: RequestInit) => Reply>>;

function matches(pattern: string, method: string, pathname: string): boolean {
  const [patternMethod, patternPath = ''] = pattern.split(' ');
  if (patternMethod !== method) return false;
  const expected = patternPath.split('/');
  const actual = pathname.split('/');
  return expected.length === actual.length && expected.every((part, i) => part.startsWith(':') || part === actual[i]);
}

/**
 * Replaces `fetch` with the given API routes for a component test (no network). Unknown routes answer
 * 404 in the API's error shape. Returns the mock, to assert on the calls.
 */
export function givenApi(routes: ApiRoutes) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://localhost');
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const route = (Object.keys(routes) as ApiRoute[]).find((pattern) => matches(pattern, method, url.pathname));
    const reply = route && routes[route];
    if (reply) return reply(url, init);
    return Response.json({ error: { code: 'NOT_FOUND', message: 'No such API route.' } }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/**
 * For a file whose tests each fake the API with `givenApi`: a refused request's console error stays out of
 * the output (the tests assert on what the person sees), and after each test its fetch, spies and mock
 * calls are undone.
 */
export function isolateApiFakes() {
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  undoFakesAfterEachTest();
}

/** After each test, what it faked is undone: its fetch (and any other global it stubbed), spies and mock calls. */
export function undoFakesAfterEachTest() {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    vi.clearAllMocks();
  });
}

/** A reply that waits until the test calls `resolve`: for asserting busy states. */
export function deferredReply() {
  let resolve!: (response: Response) => void;
  const promise = new Promise<Response>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** The fetch mock's calls to `method path` (the path as a pattern), for asserting on what was sent. */
export function requestsTo(fetchMock: ReturnType<typeof givenApi>, method: string, path: RegExp) {
  return fetchMock.mock.calls.filter(([input, init]) => {
    const url = input instanceof Request ? input.url : String(input);
    const verb = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    return verb === method && path.test(new URL(url, 'http://localhost').pathname);
  });
}

/** The JSON body one of those calls sent. */
export function bodyOf(call: unknown[] | undefined): unknown {
  const [, init] = call as [RequestInfo | URL, RequestInit | undefined];
  return JSON.parse(String(init?.body));
}
