import { type RefObject, useEffect, useState } from 'react';

/** How far below the fold a part starts to load: about a screen of a phone ahead of the reader. */
export const NEAR_VIEWPORT_MARGIN = '600px 0px';

/**
 * False until the element has come within `margin` of the viewport, then true for good: below-the-fold
 * parts (the shot map, the dashboard's My Rounds) fetch their code and data only when a reader nears
 * them (issue 30 §1). A browser without IntersectionObserver loads them at once.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = NEAR_VIEWPORT_MARGIN): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (element === null) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, margin, near]);
  return near;
}
