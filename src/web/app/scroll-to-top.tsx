import { useEffect } from 'react';
import { useLocation } from 'react-router';

// SPEC §2: every route change scrolls to the top (a change of query or hash alone is not a new page).
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the point is to run once per new pathname
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
