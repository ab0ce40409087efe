import { msg } from './i18n';

// Issue 36: saved places' names in the browser, apart from their code, so the heart on every card (and the
// app's start) can name them without loading the lists' code.

/** React Query keys, per account, so a sign-out cannot show the next person someone else's lists. */
export const savedKeys = {
  all: ['saved'] as const,
  lists: (userId: string) => ['saved', 'lists', userId] as const,
  list: (userId: string, listId: string) => ['saved', 'list', userId, listId] as const,
  shared: (shareId: string) => ['shared-list', shareId] as const,
};

/**
 * The query parameter a signed-out heart comes back with from signing in (`?save=<business id>`): the place
 * is saved to 'Want to go' once the person is signed in (components/saved/save-heart.tsx).
 */
export const SAVE_AFTER_SIGN_IN = 'save';

/** What a failed read of the lists says, the same for every reader of them (the hearts, the pages). */
export const LOAD_SAVED_FAILED = msg('Could not load your saved places.');
export const savedListsMeta = { loadFailure: { log: 'Saved places failed to load', toast: LOAD_SAVED_FAILED } };
