import { useEffect, useRef, useState } from 'react';
import type { LazyComponent } from './lazy-component';

/** How near the screen a part's code starts loading: a little ahead of it, not at once on a phone's first screen. */
const NEAR = '0px 0px 48px 0px';

/** The way from `box` down to `element`, child by child, to find its twin once the part is drawn again. */
function pathTo(element: Element, box: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node && node !== box; node = node.parentElement)
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : 0);
  return path;
}

function follow(box: Element, path: number[]): HTMLElement | null {
  let node: Element | undefined = box;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/**
 * Issue 31: a part of a page the server rendered whose code is not part of the first visit (the home page's
 * featured cards, below a phone's first screen). The server renders it whole. In the browser that hydrates
 * the page, the part keeps the server's markup, untouched, until it comes near the screen or is tapped or
 * focused; then its code loads and React draws it (the same markup, now live). A tap on one of its links or
 * buttons meanwhile is held and replayed once it is live; if the code cannot load, the tap goes on as
 * plain HTML (a link still leads where it says).
 * Reached any other way (a navigation in the app), the part renders at once, as any lazy part does.
 */
export function HydrateWhenNear<P extends object>({
  id,
  component: Component,
  props,
}: {
  /** The element the server's markup is found in; unique on the page. */
  id: string;
  component: LazyComponent<P>;
  props: P;
}) {
  // Read once, at the first render: in the browser that hydrates a server's page, the part's markup is there.
  const [serverMarkup] = useState(() =>
    typeof document === 'undefined' ? null : (document.getElementById(id)?.innerHTML ?? null),
  );
  const [live, setLive] = useState(() => serverMarkup === null || Component.isLoaded());
  const box = useRef<HTMLDivElement>(null);
  const held = useRef<number[] | null>(null);

  useEffect(() => {
    const element = box.current;
    if (live || !element) return;
    let loading = false;
    // Until the part is live, a tap on it is held (below); coming near, a touch or a focus starts the load.
    const wake = () => {
      if (loading) return;
      loading = true;
      observer?.disconnect();
      Component.preload().then(
        () => setLive(true),
        () => {
          // Without the code the markup stays as the server sent it; a held tap does what HTML does.
          element.removeEventListener('click', hold, true);
          const path = held.current;
          held.current = null;
          if (path) follow(element, path)?.click();
        },
      );
    };
    function hold(event: MouseEvent) {
      const control = event.target instanceof Element ? event.target.closest('a, button') : null;
      if (!control || !element?.contains(control) || held.current) return;
      event.preventDefault();
      event.stopPropagation();
      held.current = pathTo(control, element);
      wake();
    }
    const observer =
      'IntersectionObserver' in window
        ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && wake(), {
            rootMargin: NEAR,
          })
        : null;
    if (!observer) return wake();
    observer.observe(element);
    element.addEventListener('click', hold, true);
    element.addEventListener('focusin', wake);
    element.addEventListener('pointerdown', wake);
    return () => {
      observer.disconnect();
      element.removeEventListener('click', hold, true);
      element.removeEventListener('focusin', wake);
      element.removeEventListener('pointerdown', wake);
    };
  }, [live, Component]);

  // Once live, the tap that was held while the code came is made again on the same control.
  useEffect(() => {
    const path = held.current;
    held.current = null;
    if (live && path && box.current) follow(box.current, path)?.click();
  }, [live]);

  if (!live) {
    // The server's markup, kept as it is: React does not hydrate inside an element whose HTML it is given.
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the element's own markup, read from it above and given back unchanged
    return <div id={id} ref={box} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: serverMarkup ?? '' }} />;
  }
  return (
    <div id={id} ref={box}>
      <Component {...props} />
    </div>
  );
}
