import { useSyncExternalStore } from 'react';
import { type HalalStandard, readStandard } from '../../domain/halal-standard';

// Issue 34: the browser's copy of 'My halal standard', which the pages read (the cards too: this part is
// small, and the words of a verdict load only for someone who has a standard). lib/halal-standard.ts keeps
// it in step with the account.

const STORAGE_KEY = 'halal-standard';
const CHANGED = 'halal-standard-changed';

/** The browser's copy, read as the domain's rule reads a standard (anything else is none). */
export function readKept(): HalalStandard | null {
  try {
    const kept = localStorage.getItem(STORAGE_KEY);
    if (!kept) return null;
    return readStandard(JSON.parse(kept));
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

export function keep(standard: HalalStandard | null) {
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

/** The standard this browser keeps (none in the server's render). */
export function useKeptHalalStandard(): HalalStandard | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
