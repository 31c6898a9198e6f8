// Whether an element has come near the viewport (within `margin` of it), once: then true for good.
// What sits far down a page (the home page's casino lobby) loads when the player scrolls towards it,
// not with the first screen. Without IntersectionObserver (tests, old browsers) it reads true at once.
import { useCallback, useState } from 'react';

export function useNearViewport<T extends Element>(margin = '600px'): [ref: (el: T | null) => void, near: boolean] {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  const ref = useCallback(
    (el: T | null) => {
      if (!el || near || typeof IntersectionObserver === 'undefined') return;
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer.disconnect();
            setNear(true);
          }
        },
        { rootMargin: `${margin} 0px` },
      );
      observer.observe(el);
      return () => observer.disconnect();
    },
    [near, margin],
  );
  return [ref, near];
}
