import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { TrackEventInput } from '#generated/resolvers-types.ts';
import type { TrackingEventBody } from '#upstream/tracking-records.ts';
import { optionalText } from './arguments.ts';

/** Tracking events → the gateway's bodies, or InvalidArgumentError, with the gateway's wording and limits. */

export const TRACKING_BATCH_MAX = 50;
const CLIENT_TYPE = /^[A-Za-z0-9_-]{1,20}$/;
const EVENT_TYPES = { VISIT: 'visit', CLICK: 'click', SHARE: 'share' } as const;

export function trackingEventBodies(events: readonly TrackEventInput[]): TrackingEventBody[] {
  if (events.length === 0) throw new InvalidArgumentError('埋点事件不能为空', 'events');
  if (events.length > TRACKING_BATCH_MAX) {
    throw new InvalidArgumentError(`一次最多提交${TRACKING_BATCH_MAX}条埋点事件`, 'events');
  }
  return events.map((event, index) => trackingEventBody(event, `events.${index}`));
}

function trackingEventBody(event: TrackEventInput, at: string): TrackingEventBody {
  const pageUrl = optionalText(event.pageUrl, '页面地址', 500, `${at}.pageUrl`);
  if (!pageUrl) throw new InvalidArgumentError('缺少页面地址 pageUrl', `${at}.pageUrl`);
  const pageName = optionalText(event.pageName, '页面名称', 100, `${at}.pageName`);
  if (!pageName) throw new InvalidArgumentError('缺少页面名称 pageName', `${at}.pageName`);
  const clientType = event.clientType?.trim() || 'PC';
  if (!CLIENT_TYPE.test(clientType)) {
    throw new InvalidArgumentError('客户端类型必须是 1-20 位字母、数字、下划线或连字符', `${at}.clientType`);
  }
  const eventType = EVENT_TYPES[event.eventType];
  const buttonName = optionalText(event.buttonName, '按钮名称', 50, `${at}.buttonName`);
  if (eventType === 'click' && !buttonName) {
    throw new InvalidArgumentError('点击事件必须提供按钮名称 buttonName', `${at}.buttonName`);
  }
  return { pageUrl, pageName, clientType, eventType, ...(buttonName ? { buttonName } : {}) };
}
