// The one way to tell the user something happened (STYLE: one way to show an error). The toast library
// is not part of a first visit: it loads with the first toast, or at the first tap or key (app/toasts.tsx).
// A toast raised before the toaster is on screen is shown when it arrives (sonner replays active ones).

import { translate } from './i18n';

type Sonner = typeof import('sonner');

let sonner: Promise<Sonner> | null = null;
const wanted = new Set<() => void>();

/** Loads the toast library once; tells the toaster host to show itself. */
export function loadToasts(): Promise<Sonner> {
  if (!sonner) {
    sonner = import('sonner');
    for (const show of wanted) show();
  }
  return sonner;
}

/** For the toaster host: whether it is time to show it, and a way to hear when it becomes so. */
export const toastsWanted = () => sonner !== null;
export function onToastsWanted(show: () => void) {
  wanted.add(show);
  return () => {
    wanted.delete(show);
  };
}

/**
 * Where a toast stands: at the end of the reading line at the bottom (app/toasts.tsx), but at the top while
 * a dialog is open, whose actions (Create, Cancel) sit at its foot, right where a phone's toasts would
 * cover them ('Missing Information' over Create Event).
 */
function placement(): { position?: 'top-center' } {
  return document.querySelector('[role="dialog"], [role="alertdialog"]') ? { position: 'top-center' } : {};
}

/**
 * A toast's texts are shown in the visitor's language: callers pass `t(…)`, and a text that arrives at run
 * time (the server's reason for a refusal, `failureDescription`) is translated here when a catalogue has it.
 */
function show(kind: 'error' | 'success', shownTitle: string, shownDescription?: string) {
  const title = translate(shownTitle);
  const description = shownDescription === undefined ? undefined : translate(shownDescription);
  const options = { ...(description ? { description } : {}), ...placement() };
  loadToasts().then(
    ({ toast }) => toast[kind](title, Object.keys(options).length > 0 ? options : undefined),
    (cause) => console.error(`Could not show the message "${title}"`, cause),
  );
}

export function notifyError(title: string, description?: string) {
  show('error', title, description);
}

export function notifySuccess(title: string, description?: string) {
  show('success', title, description);
}
