import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryId } from '../testing/factories';
import { createTestContext, type TestContext } from '../testing/harness';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Reads server-sent events until `count` change events arrived or the time is up. */
async function readChanges(res: Response, count: number, timeoutMs = 5000) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const changes: { topic: string; id: string }[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (changes.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
    ]);
    if (!chunk || chunk.done) break;
    buffer += decoder.decode(chunk.value);
    for (const match of buffer.matchAll(/event: change\ndata: (.+)\n/g)) changes.push(JSON.parse(match[1]!));
    buffer = buffer.slice(buffer.lastIndexOf('\n\n') + 2);
  }
  await reader.cancel();
  return changes;
}

describe('live events', () => {
  it('tell a signed-in admin about a new submission, and plain users nothing of it', async () => {
    const admin = await t.givenSignedIn({ role: 'admin' });
    const watcher = await t.givenSignedIn();
    const submitter = await t.givenSignedIn();
    const adminStream = await t.request('/api/live', { cookie: admin.cookie });
    const userStream = await t.request('/api/live', { cookie: watcher.cookie });
    expect(adminStream.headers.get('content-type')).toContain('text/event-stream');

    const res = await t.request('/api/submissions', {
      json: { name: 'Live Falafel', categoryIds: [await categoryId(t.db, 'restaurants')] },
      cookie: submitter.cookie,
    });
    const { id } = await res.json();
    expect(await readChanges(adminStream, 1)).toEqual([{ topic: 'businesses', id }]);
    expect(await readChanges(userStream, 1, 500)).toEqual([]);
  });

  it('is for signed-in people only', async () => {
    expect((await t.request('/api/live')).status).toBe(401);
  });
});
