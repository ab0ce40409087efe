/** Reading `/api/live` answers in tests: the `change` events a stream carried, or all it sent. */

/** Reads server-sent events until `count` change events arrived or the time is up. */
export async function readChanges(res: Response, count: number, timeoutMs = 5000) {
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

/** Everything the server sends until it ends the stream (or `timeoutMs` passes). */
export async function readToEnd(res: Response, timeoutMs = 2000) {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const deadline = Date.now() + timeoutMs;
  let text = '';
  while (Date.now() < deadline) {
    const chunk = await Promise.race([reader.read(), new Promise<null>((r) => setTimeout(() => r(null), 100))]);
    if (chunk?.done) return { text, ended: true };
    if (chunk) text += decoder.decode(chunk.value);
  }
  await reader.cancel();
  return { text, ended: false };
}
