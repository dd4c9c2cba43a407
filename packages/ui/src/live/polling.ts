/** How often a page without a live socket reads its queries again (docs/decisions.md, "Live pages"). */
export const POLL_EVERY_MS = 15_000;

/** Calls `read` every `everyMs` while the page is visible, and once when it becomes visible again; returns the stop. */
export function pollWhileVisible(read: () => void, everyMs: number): () => void {
  const visible = () => document.visibilityState === 'visible';
  const timer = setInterval(() => {
    if (visible()) read();
  }, everyMs);
  const onVisibility = () => {
    if (visible()) read();
  };
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
