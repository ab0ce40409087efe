// The passport's names in the browser, apart from its code: the app's start (main.tsx) reads the second
// without loading the passport.

/** React Query keys, per account, so a sign-out cannot show the next person someone else's stamps and notes. */
export const passportKeys = {
  all: ['passport'] as const,
  book: (userId: string) => ['passport', 'book', userId] as const,
  visit: (userId: string, businessId: string) => ['passport', 'visit', userId, businessId] as const,
  stamps: (userId: string) => ['passport', 'stamps', userId] as const,
};

/** The local storage entry of the passport writes still waiting for the network (pending-writes.ts). */
export const PENDING_PASSPORT_WRITES = 'passport-pending-writes';

// Every write about one business runs in one queue (React Query's mutation scope): a note typed right after
// stamping waits for the stamp, and a removal waits for the note being saved.
export const writeScope = (businessId: string) => ({ id: `passport:${businessId}` });

/** Issue 34: said on the window (its detail the business id) as a person stamps a place: the check after stamping opens. */
export const STAMPED_EVENT = 'passport-stamped';
