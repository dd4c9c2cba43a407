import type { TrackingEvent } from './tracking-event';

/** The graph's beacon endpoint (apps/graph/src/http/track-beacon.ts); same origin, so the session cookie goes along. */
export const TRACK_URL = '/track';

/**
 * Sends a batch silently: a beacon when the page is going away (it survives the unload), otherwise a keepalive
 * fetch. Both carry JSON as text/plain, the one type a beacon sends for a string; failures are ignored.
 */
export function sendTrackingBatch(events: TrackingEvent[], how: 'request' | 'beacon'): void {
  const body = JSON.stringify(events);
  if (how === 'beacon' && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
    if (navigator.sendBeacon(TRACK_URL, body)) return;
  }
  if (typeof fetch !== 'function') return;
  fetch(TRACK_URL, {
    method: 'POST',
    body,
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
    credentials: 'same-origin',
    keepalive: true,
  }).catch(() => {});
}
