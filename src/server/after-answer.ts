// Work that must not delay an answer, or make two answers take different times (issue 29: a reset request
// for a known address queued its mail before answering, so it answered slower than for an unknown one).

import { log } from './observability/log';

const pending = new Set<Promise<void>>();

/** Runs `job` once the current answer is on its way; a failure is logged, never thrown at the caller. */
export function runAfterAnswer(job: () => Promise<void>): void {
  const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(job)
    .catch((err) => log.error({ err }, 'Work after an answer failed'))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Waits for every job started so far (shutdown, and tests that read the mail a request queued). */
export async function settleWorkAfterAnswers(): Promise<void> {
  while (pending.size > 0) await Promise.all([...pending]);
}
