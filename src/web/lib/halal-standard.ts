import { useMutation } from '@tanstack/react-query';
import { type HalalStandard, readStandard } from '../../domain/halal-standard';
import { api, readJson } from './api';
import { keep, readKept, useKeptHalalStandard } from './kept-halal-standard';
import { useSession } from './session/session-context';

// Issue 34: 'My halal standard'. A visitor's is kept in this browser; a signed-in person's with their
// account, and the browser's copy is taken along at sign-in when the account has none yet. The pages read
// it from the browser's copy, so it shows the same signed in or out, and at once.

const standardApi = api.api.profile['halal-standard'];

/**
 * Signed in: the account's standard is the person's, and one kept in this browser before is taken along
 * when the account has none. Once per account and browser session (the app shell runs it at sign-in).
 */
export async function syncHalalStandard(userId: string) {
  const marker = `halal-standard-synced:${userId}`;
  try {
    if (sessionStorage.getItem(marker)) return;
  } catch {
    // No session storage: it syncs again on the next load.
  }
  const { standard } = await readJson(standardApi.$get());
  const read = readStandard(standard);
  if (read) keep(read);
  else {
    const kept = readKept();
    if (kept) await readJson(standardApi.$put({ json: { standard: kept } }));
  }
  try {
    sessionStorage.setItem(marker, '1');
  } catch {
    // As above.
  }
}

/** The person's standard (none in the server's render), as this browser keeps it, and how to change it. */
export function useHalalStandard() {
  const { user } = useSession();
  const standard = useKeptHalalStandard();
  const save = useMutation({
    mutationFn: async (next: HalalStandard | null) => readJson(standardApi.$put({ json: { standard: next } })),
  });
  const { mutate } = save;
  return {
    standard,
    save(next: HalalStandard | null) {
      keep(next);
      if (user) mutate(next);
    },
  };
}
