import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, type RunningServer, startServer, withAdmin } from './server';

let server: RunningServer;

beforeAll(async () => {
  server = await startServer(withAdmin);
});
afterAll(() => server.stop());

/** One request over a kept-alive connection of `agent`; resolves with the status, or 0 if the connection was closed. */
function send(agent: http.Agent, method: string, path: string, headers: Record<string, string>, body?: string) {
  return new Promise<number>((resolve) => {
    const req = http.request(`${server.url}${path}`, { agent, method, headers }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

describe('shutdown (the real server)', () => {
  it('stops taking writes, closes live streams and exits within 10 seconds of SIGTERM', async () => {
    const signIn = await fetch(`${server.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: server.url },
      body: JSON.stringify(ADMIN),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const live = await fetch(`${server.url}/api/live`, { headers: { cookie } });
    expect(live.status).toBe(200);
    const stream = live.body!.getReader();

    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const write = () =>
      send(
        agent,
        'PATCH',
        '/api/profile',
        { cookie, origin: server.url, 'content-type': 'application/json' },
        JSON.stringify({ firstName: 'Late', lastName: 'Writer' }),
      );
    expect(await write()).toBe(200);

    const exit = server.signal('SIGTERM');
    await new Promise((r) => setTimeout(r, 100));
    // The kept-alive connection is turned away (503) or closed: no write is acknowledged after the signal.
    expect([0, 503]).toContain(await write());
    // The live stream ends instead of holding the exit.
    for (;;) {
      const chunk = await stream.read().catch(() => ({ done: true }));
      if (chunk.done) break;
    }
    const { ms, code } = await exit;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);
    agent.destroy();
  });
});
