// Issue 36: the local storage entry of the saves and removals still waiting for the network
// (saved-pending-writes.ts), in a module of its own: a sign-out forgets it without loading the lists' names.
export const PENDING_SAVED_WRITES = 'saved-pending-writes';
