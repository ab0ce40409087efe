import { type ComponentType, lazy } from 'react';

/** Loads under way or done, so the browser can wait for every part of a page before hydrating it. */
const started = new Set<Promise<unknown>>();

export type LazyComponent<P extends object> = ComponentType<P> & {
  /** Starts loading the code (once), answering the component when it is there. */
  preload(): Promise<ComponentType<P>>;
  /** Whether the code is there: a render now does not suspend. */
  isLoaded(): boolean;
};

/**
 * A component whose code loads the first time it renders, or earlier through `preload()`. Unlike
 * `React.lazy` alone, once the code is there it renders at once (no suspending for a turn): a page the server
 * rendered is hydrated in one pass when its parts were loaded first (main.tsx), instead of part by part,
 * where an update arriving first (the session check) would make React throw the server's markup away.
 * A failed `preload()` is forgotten, so the next one tries again.
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const preload = (): Promise<ComponentType<P>> => {
    if (loading) return loading;
    const promise = load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        if (loading === promise) loading = undefined;
        throw error;
      },
    );
    started.add(promise);
    loading = promise;
    return promise;
  };
  // Until the code is there, React.lazy suspends for it. A render after that uses the code itself: the
  // suspended one never committed, so nothing mounted under the other type is lost.
  const Suspending = lazy(async () => ({ default: await preload() }));
  // biome-ignore lint/correctness/noComponentHookFactories: a factory like React.lazy, called once per component at module level
  function Lazy(props: P) {
    const Component = loaded ?? Suspending;
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { preload, isLoaded: () => loaded !== undefined });
}

/**
 * A lazy component whose code starts loading when the module naming it is evaluated: beside the page's
 * data rather than once the page renders it. What a page shows on its first screen from a separate chunk
 * is declared this way, so that it is loaded before a page the server rendered is hydrated.
 */
export function loadedBeside<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  const component = lazyComponent(load);
  void component.preload();
  return component;
}

/** Settles once every component load started so far (and any they start meanwhile) has settled. */
export async function componentsLoaded(): Promise<void> {
  for (let size = -1; size !== started.size; ) {
    size = started.size;
    await Promise.allSettled([...started]);
  }
}
