import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3Storage } from './storage';

/** A stand-in bucket on loopback that records what it is sent. */
const received: { method: string; url: string; auth: string; type: string; body: number }[] = [];
const bucket = createServer(async (req: IncomingMessage, res) => {
  let body = 0;
  for await (const chunk of req) body += (chunk as Buffer).length;
  received.push({
    method: req.method!,
    url: req.url!,
    auth: String(req.headers.authorization),
    type: String(req.headers['content-type']),
    body,
  });
  res.statusCode = req.method === 'DELETE' ? 204 : 200;
  res.end();
});
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((r) => bucket.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(bucket.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => bucket.close(() => r())));

describe('S3 storage', () => {
  it('puts and deletes objects with SigV4-signed path-style requests and maps URLs back to keys', async () => {
    const storage = s3Storage({
      endpoint,
      region: 'auto',
      bucket: 'photos',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'secret',
      publicUrl: 'https://cdn.example.com',
    });
    const url = await storage.put('images/abc.webp', Buffer.from('webp-bytes'), 'image/webp');
    expect(url).toBe('https://cdn.example.com/images/abc.webp');
    expect(storage.keyOf(url)).toBe('images/abc.webp');
    expect(storage.keyOf('https://elsewhere.example.com/images/abc.webp')).toBeUndefined();
    await storage.remove('images/abc.webp');

    expect(received.map((r) => [r.method, r.url, r.type, r.body])).toEqual([
      ['PUT', '/photos/images/abc.webp', 'image/webp', 10],
      ['DELETE', '/photos/images/abc.webp', 'undefined', 0],
    ]);
    expect(received[0]?.auth).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/\d{8}\/auto\/s3\/aws4_request/);
  });

  it('refuses keys that could escape the bucket folder', async () => {
    const storage = s3Storage({
      endpoint,
      region: 'auto',
      bucket: 'b',
      accessKeyId: 'a',
      secretAccessKey: 's',
      publicUrl: endpoint,
    });
    await expect(storage.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow('Unsafe storage key');
  });
});
