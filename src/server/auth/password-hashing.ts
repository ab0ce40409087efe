import { availableParallelism } from 'node:os';
import { APIError } from 'better-auth/api';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { ErrorCode } from '../../domain/error-codes';
import { limitConcurrency } from '../storage/images';

/**
 * Issue 29: scrypt takes a core for tens of milliseconds, so sixteen sign-ins at once took both cores and
 * the health check waited seconds. Hashing runs a known number at a time in this process; past a short
 * queue the caller is asked to come back (503 BUSY with Retry-After), as image uploads are.
 */
export const passwordJobs = limitConcurrency(Math.max(1, Math.min(2, availableParallelism() - 1)));

/** About two seconds of waiting at most on one core (scrypt takes some 50 ms here). */
const MAX_WAITING_HASHES = 32;

function busy(): APIError {
  return new APIError(
    'SERVICE_UNAVAILABLE',
    {
      code: 'BUSY' satisfies ErrorCode,
      message: 'Many people are signing in right now. Please try again in a few seconds.',
    },
    { 'Retry-After': '5' },
  );
}

async function queued<T>(job: () => Promise<T>): Promise<T> {
  if (passwordJobs.waiting >= MAX_WAITING_HASHES) throw busy();
  return passwordJobs.run(job);
}

/** better-auth's `emailAndPassword.password`: its own scrypt, run through the queue. */
export const queuedPasswordHashing = {
  hash: (password: string) => queued(() => hashPassword(password)),
  verify: (data: { hash: string; password: string }) => queued(() => verifyPassword(data)),
};
