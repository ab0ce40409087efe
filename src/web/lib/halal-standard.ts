import { useMutation } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import { type HalalStandard, halalStandard } from '../../domain/halal-standard';
import { api, readJson } from './api';
import { useSession } from './session/session-context';

// Issue 34: 'My halal standard'. A visitor's is kept in this browser; a signed-in person's with their
// account, and the browser's copy is taken along at sign-in when the account has none yet. The pages read
// it from the browser's copy, so it shows the same signed in or out, and at once.

const STORAGE_KEY = 'halal-standard';
const CHANGED = 'halal-standard-changed';
const standardApi = api.api.profile['halal-standard'];

/** The browser's copy, read as the domain's rule reads a standard (anything else is none). */
function readKept(): HalalStandard | null {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (!kept) return null;
    const parsed = halalStandard.safeParse(JSON.parse(kept));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

let cachedText: string | null = null;
let cached: HalalStandard | null = null;
/** The same object while the stored text is the same (useSyncExternalStore compares snapshots). */
function snapshot(): HalalStandard | null {
  let text: string | null = null;
  try {
    text = localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
  if (text !== cachedText) {
    cachedText = text;
    cached = readKept();
  }
  return cached;
}

function keep(standard: HalalStandard | null) {
  try {
    if (standard) localStorage.setItem(STORAGE_KEY, JSON.stringify(standard));
    else localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the account keeps it for a signed-in person.
  }
  window.dispatchEvent(new Event(CHANGED));
}

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGED, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(CHANGED, onChange);
    window.removeEventListener('storage', onChange);
  };
}

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
  if (standard) keep(halalStandard.parse(standard));
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
  const standard = useSyncExternalStore(subscribe, snapshot, () => null);
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
