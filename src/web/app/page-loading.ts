import { type ComponentType, useSyncExternalStore } from 'react';
import { lazyComponent } from '../lib/lazy-component';

// How many pages' code is loading now: the navigation progress bar shows while any is.
let loading = 0;
const listeners = new Set<() => void>();

function change(delta: number) {
  loading += delta;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Whether a page's code is on its way (app/navigation-progress.tsx). */
export function usePageLoading(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => loading > 0,
    () => false,
  );
}

/**
 * A page whose code loads the first time it is shown. Navigations run as transitions, so the page
 * before stays on screen, under the progress bar, until the next one is ready.
 */
export function lazyPage(load: () => Promise<ComponentType>) {
  return lazyComponent(async () => {
    change(1);
    try {
      return await load();
    } finally {
      change(-1);
    }
  });
}
