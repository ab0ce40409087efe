/**
 * Asks until `check` passes, failing with its last error once `withinMs` is over: a change reaches each
 * server's memory (and the pages it answers from it) a moment after it commits.
 */
export async function within(withinMs: number, check: () => Promise<void>) {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((r) => setTimeout(r, 20));
    }
  }
}
