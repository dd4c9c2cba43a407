/** A tracking event as the gateway's saveUserBehavior takes it (docs/gateway-api.md, "Tracking"). */
export interface TrackingEventBody {
  pageUrl: string;
  pageName: string;
  clientType: string;
  eventType: 'visit' | 'click' | 'share';
  buttonName?: string;
}
