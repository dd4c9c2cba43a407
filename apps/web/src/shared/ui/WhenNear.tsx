import { type ReactNode, startTransition, useEffect, useRef, useState } from 'react';

/** How far below the window a section starts loading: a screen's worth ahead of the reader. */
const AHEAD = '600px';

/**
 * Renders its children once its place comes near the window (below-the-fold sections load their chunk and data only
 * then); until then it holds `minHeight` so the page does not jump.
 */
export function WhenNear({ children, minHeight, testId }: { children: ReactNode; minHeight: string; testId?: string }) {
  const place = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const node = place.current;
    if (near || !node) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    // A transition: the section renders in slices after the first screen's commit, not in one long task.
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && startTransition(() => setNear(true)),
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near]);
  return (
    <div ref={place} style={near ? undefined : { minHeight }} data-testid={testId}>
      {near ? children : null}
    </div>
  );
}
