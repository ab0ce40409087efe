// The one way to tell the user something happened (STYLE: one way to show an error). The toast library
// is not part of a first visit: it loads with the first toast, or once the page is idle (app/toasts.tsx).
// A toast raised before the toaster is on screen is shown when it arrives (sonner replays active ones).

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

function show(kind: 'error' | 'success', title: string, description?: string) {
  loadToasts().then(
    ({ toast }) => toast[kind](title, description ? { description } : undefined),
    (cause) => console.error(`Could not show the message "${title}"`, cause),
  );
}

export function notifyError(title: string, description?: string) {
  show('error', title, description);
}

export function notifySuccess(title: string, description?: string) {
  show('success', title, description);
}
