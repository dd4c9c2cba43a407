import type { RouteInput } from '@sme/contract/routes/route';
import {
  BATCH_MAX,
  BUTTON_NAME_MAX,
  CLIENT_TYPE_PATTERN,
  PAGE_NAME_MAX,
  PAGE_URL_MAX,
  type saveTrackingEvents,
  TRACKING_MESSAGES,
} from '@sme/contract/routes/tracking';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { TrackEventInput } from '#generated/resolvers-types.ts';
import { optionalText } from './arguments.ts';

/** Tracking events → the gateway's bodies, or InvalidArgumentError, with the gateway's wording and limits. */

type TrackingEventBody = RouteInput<typeof saveTrackingEvents>['items'][number];

export const TRACKING_BATCH_MAX = BATCH_MAX;
const EVENT_TYPES = { VISIT: 'visit', CLICK: 'click', SHARE: 'share' } as const;

export function trackingEventBodies(events: readonly TrackEventInput[]): TrackingEventBody[] {
  if (events.length === 0) throw new InvalidArgumentError(TRACKING_MESSAGES.emptyBatch, 'events');
  if (events.length > TRACKING_BATCH_MAX) {
    throw new InvalidArgumentError(TRACKING_MESSAGES.batchTooLarge, 'events');
  }
  return events.map((event, index) => trackingEventBody(event, `events.${index}`));
}

function trackingEventBody(event: TrackEventInput, at: string): TrackingEventBody {
  const pageUrl = optionalText(event.pageUrl, '页面地址', PAGE_URL_MAX, `${at}.pageUrl`);
  if (!pageUrl) throw new InvalidArgumentError('缺少页面地址 pageUrl', `${at}.pageUrl`);
  const pageName = optionalText(event.pageName, '页面名称', PAGE_NAME_MAX, `${at}.pageName`);
  if (!pageName) throw new InvalidArgumentError('缺少页面名称 pageName', `${at}.pageName`);
  const clientType = event.clientType?.trim() || 'PC';
  if (!CLIENT_TYPE_PATTERN.test(clientType)) {
    throw new InvalidArgumentError(TRACKING_MESSAGES.clientType, `${at}.clientType`);
  }
  const eventType = EVENT_TYPES[event.eventType];
  const buttonName = optionalText(event.buttonName, '按钮名称', BUTTON_NAME_MAX, `${at}.buttonName`);
  if (eventType === 'click' && !buttonName) {
    throw new InvalidArgumentError(TRACKING_MESSAGES.buttonNameRequired, `${at}.buttonName`);
  }
  return { pageUrl, pageName, clientType, eventType, ...(buttonName ? { buttonName } : {}) };
}
