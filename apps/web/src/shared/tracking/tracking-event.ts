/** One event as POST /track takes it (the graph's TrackEventInput). */
export interface TrackingEvent {
  /** The portal route without its query (tokens travel there). */
  pageUrl: string;
  /** The route's title, e.g. 产品详情. */
  pageName: string;
  eventType: 'VISIT' | 'CLICK' | 'SHARE';
  buttonName?: string;
  clientType: 'PC';
}

/** The limits the graph and the gateway enforce; events are cut to fit rather than refused. */
export const TRACKING_LIMITS = { batch: 50, pageUrl: 500, pageName: 100, buttonName: 50 } as const;

const clip = (text: string, max: number): string => Array.from(text.trim()).slice(0, max).join('');

/** The route part of a location: no query, no fragment. */
export function trackedPageUrl(pathname: string): string {
  const route = pathname.split(/[?#]/, 1)[0] || '/';
  return clip(route, TRACKING_LIMITS.pageUrl);
}

export function visitEvent(pathname: string, title: string): TrackingEvent {
  return {
    pageUrl: trackedPageUrl(pathname),
    pageName: clip(title, TRACKING_LIMITS.pageName) || '未命名页面',
    eventType: 'VISIT',
    clientType: 'PC',
  };
}

export function clickEvent(pathname: string, title: string, buttonName: string): TrackingEvent | null {
  const name = clip(buttonName.replace(/\s+/g, ' '), TRACKING_LIMITS.buttonName);
  if (!name) return null;
  return { ...visitEvent(pathname, title), eventType: 'CLICK', buttonName: name };
}
