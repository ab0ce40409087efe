import { useEffect, useRef, useState } from 'react';

/**
 * True once the element is within `margin` of the viewport (a screen by default), or at once where the
 * browser cannot tell: what is further down loads when it is about to be seen, not with the page's first
 * load on a phone (the footer's form, a business page's map).
 */
export function useNearViewport<T extends Element>(margin = '100% 0px') {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setNear(true), {
      rootMargin: margin,
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near] as const;
}
