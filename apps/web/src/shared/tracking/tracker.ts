import { clickEvent, visitEvent } from './tracking-event';
import { TrackingQueue } from './tracking-queue';
import { sendTrackingBatch } from './tracking-transport';

/** The attribute that marks an element whose clicks are tracked; its value is the button name (or its text). */
export const TRACK_ATTRIBUTE = 'data-track';
const FLUSH_AFTER_MS = 5_000;

const queue = new TrackingQueue({
  send: sendTrackingBatch,
  flushAfterMs: FLUSH_AFTER_MS,
  maxQueued: 200,
  setTimer: (run, ms) => setTimeout(run, ms),
  clearTimer: (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
});

/** The page being shown, for the clicks on it. */
let current = { pathname: '/', title: '' };

/** Records a visit of a route (called on every route change). */
export function trackVisit(pathname: string, title: string): void {
  current = { pathname, title };
  queue.add(visitEvent(pathname, title));
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target.closest(`[${TRACK_ATTRIBUTE}]`) : null;
  if (!target) return;
  const name = target.getAttribute(TRACK_ATTRIBUTE) || target.textContent || '';
  const click = clickEvent(current.pathname, current.title, name);
  if (click) queue.add(click);
}

function onHide(): void {
  if (document.visibilityState === 'hidden') queue.flush('beacon');
}

/** Starts listening for tracked clicks and page hides; answers a function that stops it. */
export function startTracking(): () => void {
  const flushByBeacon = () => queue.flush('beacon');
  // Capture phase: a click is seen even when a handler stops it from bubbling.
  document.addEventListener('click', onClick, true);
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', flushByBeacon);
  return () => {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', flushByBeacon);
  };
}
