/** Behaviour tracking (docs/gateway-api.md, "Tracking"; spec §7 userbehaviorstatistics): events stored silently. */
import { z } from 'zod';
import { CONTROL_CHARACTERS } from '../fields.ts';
import { optional } from './input-fields.ts';
import { route } from './route.ts';

/** The kinds of event the portal sends. */
export const EVENT_TYPES = ['visit', 'click', 'share'] as const;

/** Most events in one call: a page's flush every few seconds holds far fewer. */
export const BATCH_MAX = 50;
export const PAGE_URL_MAX = 500;
export const PAGE_NAME_MAX = 100;
export const BUTTON_NAME_MAX = 50;
/** A client type is a short tag such as PC, H5 or mnp. */
export const CLIENT_TYPE_PATTERN = /^[A-Za-z0-9_-]{1,20}$/;

export const TRACKING_MESSAGES = {
  emptyBatch: '埋点事件不能为空',
  batchTooLarge: `一次最多提交${BATCH_MAX}条埋点事件`,
  notAnEvent: '埋点事件必须是 JSON 对象',
  eventType: '事件类型必须是 visit、click 或 share',
  clientType: '客户端类型必须是 1-20 位字母、数字、下划线或连字符',
  buttonNameRequired: '点击事件必须提供按钮名称 buttonName',
  tooFrequent: '埋点提交过于频繁，请稍后再试',
} as const;

function requiredText(label: string, name: string, max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `缺少${label} ${name}` : `${label}必须是文本`) })
    .trim()
    .min(1, { error: `缺少${label} ${name}` })
    .max(max, { error: `${label}不能超过${max}个字符` })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: `${label}含有不允许的字符` });
}

const optionalButtonName = optional(requiredText('按钮名称', 'buttonName', BUTTON_NAME_MAX));

const trackingEvent = z
  .object(
    {
      pageUrl: requiredText('页面地址', 'pageUrl', PAGE_URL_MAX),
      pageName: requiredText('页面名称', 'pageName', PAGE_NAME_MAX),
      clientType: z
        .string({ error: TRACKING_MESSAGES.clientType })
        .regex(CLIENT_TYPE_PATTERN, { error: TRACKING_MESSAGES.clientType }),
      eventType: z.enum(EVENT_TYPES, { error: TRACKING_MESSAGES.eventType }),
      buttonName: optionalButtonName,
    },
    { error: TRACKING_MESSAGES.notAnEvent },
  )
  .refine((event) => event.eventType !== 'click' || event.buttonName !== undefined, {
    error: TRACKING_MESSAGES.buttonNameRequired,
  });

/** One event as an object, or a batch of 1-50 as an array. */
export const saveTrackingEvents = route<null>()({
  method: 'POST',
  path: '/zzzttt/userbehaviorstatistics/mnp/saveUserBehavior',
  inputIn: 'bodyList',
  input: z.object({
    items: z
      .array(trackingEvent)
      .min(1, { error: TRACKING_MESSAGES.emptyBatch })
      .max(BATCH_MAX, { error: TRACKING_MESSAGES.batchTooLarge }),
  }),
});
