/** What scrollWhenReachable needs of the browser, so a unit test can stand in for it. */
export interface ScrollSurface {
  /** How far the page can scroll now. */
  maxScrollTop(): number;
  scrollTo(top: number): void;
  /** Calls back whenever the page's height may have changed; returns the unsubscribe. */
  onGrow(callback: () => void): () => void;
}

/** How long a page still drawing its sections may take before the scroll goes as far as it can. */
export const REACHABLE_WAIT_MS = 4000;

/**
 * Scrolls to `top` once the page is tall enough to get there. A home page whose sections are still arriving is
 * shorter than the spec's offset, and a scroll issued then stops short and stays short.
 */
export function scrollWhenReachable(top: number, surface: ScrollSurface, waitMs = REACHABLE_WAIT_MS): () => void {
  if (surface.maxScrollTop() >= top) {
    surface.scrollTo(top);
    return () => {};
  }
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    unsubscribe();
    clearTimeout(timer);
    surface.scrollTo(top);
  };
  const unsubscribe = surface.onGrow(() => {
    if (surface.maxScrollTop() >= top) finish();
  });
  const timer = setTimeout(finish, waitMs);
  return () => {
    done = true;
    unsubscribe();
    clearTimeout(timer);
  };
}

/** The browser's window as a ScrollSurface: smooth scrolling, growth seen by a ResizeObserver on the body. */
export function windowScrollSurface(): ScrollSurface {
  return {
    maxScrollTop: () => document.documentElement.scrollHeight - window.innerHeight,
    scrollTo: (top) => window.scrollTo({ top, behavior: 'smooth' }),
    onGrow: (callback) => {
      const observer = new ResizeObserver(callback);
      observer.observe(document.body);
      return () => observer.disconnect();
    },
  };
}
