import { useEffect, useState } from 'react';

/** The site's header when it stays at the top of the screen (sticky or fixed), else null. */
function stickySiteHeader(): HTMLElement | null {
  // The site's banner is the page's one <header> outside <main> (cards and dialogs keep theirs inside).
  const header = [...document.querySelectorAll('header')].find((element) => !element.closest('main'));
  if (!header) return null;
  const { position } = getComputedStyle(header);
  return position === 'sticky' || position === 'fixed' ? header : null;
}

/**
 * How tall the site's sticky header is, kept current as it changes (its search row moves at 768 px):
 * what sticks to the top of the page sticks below it.
 */
export function useSiteHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = stickySiteHeader();
    if (!header) return;
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}
