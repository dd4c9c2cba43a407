import type { EVENT_TYPES } from '@sme/contract/routes/tracking';

/** One checked event, as stored (the contract's saveTrackingEvents checks it). */
export interface TrackingEvent {
  pageUrl: string;
  pageName: string;
  clientType: string;
  eventType: (typeof EVENT_TYPES)[number];
  buttonName?: string | undefined;
}

/**
 * The page address as stored: the route without its query or fragment. Queries carry one-time tokens
 * (certToken, importToken, faceKey) that have no business in statistics.
 */
export function storedPageUrl(pageUrl: string): string {
  const cut = pageUrl.search(/[?#]/);
  return cut === -1 ? pageUrl : pageUrl.slice(0, cut) || '/';
}
