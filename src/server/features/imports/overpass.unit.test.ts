import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchOverpass, OverpassUnavailable } from './overpass';

// Issue 35: `npm run import:osm -- --overpass URL` asks once, waits a bounded time and says why it failed.
// The endpoint here is a local stand-in: no test reaches the network.

let server: Server;
let base: string;
const received: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      received.push(body);
      if (req.url === '/busy') {
        res.writeHead(429, 'Too Many Requests').end();
      } else if (req.url === '/slow') {
        // Never answers: the caller's time limit must end it.
      } else res.writeHead(200, { 'content-type': 'application/json' }).end('{"elements":[]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

describe('fetchOverpass', () => {
  it('sends the Indiana query once and answers its text', async () => {
    expect(await fetchOverpass(`${base}/api/interpreter`)).toBe('{"elements":[]}');
    expect(received).toHaveLength(1);
    expect(new URLSearchParams(received[0]).get('data')).toContain('"diet:halal"~"^(yes|only|limited)$"');
  });

  it('says why when the endpoint is busy, silent or unreachable', async () => {
    await expect(fetchOverpass(`${base}/busy`)).rejects.toThrow(/answered 429 .*too many requests/);
    await expect(fetchOverpass(`${base}/slow`, { timeoutMs: 200 })).rejects.toThrow(
      new OverpassUnavailable(
        `Could not reach the Overpass endpoint at ${base}/slow: no answer within 0.2 s. Try again later, or save the answer to a file and use --file.`,
      ),
    );
    await expect(fetchOverpass('http://127.0.0.1:9/api/interpreter')).rejects.toBeInstanceOf(OverpassUnavailable);
  });
});
