import { GatewayCode } from '@sme/contract/codes';
import { saveTrackingEvents } from '@sme/contract/routes/tracking';
import express, { type Request, type Response } from 'express';
import { mapError } from '#errors/error-table.ts';
import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import type { TrackEventInput, TrackEventType } from '#generated/resolvers-types.ts';
import type { Logger } from '#logger.ts';
import { describeError } from '#logger.ts';
import { GatewayApi, type GatewayTransport } from '#upstream/gateway-client.ts';
import { trackingEventBodies } from '#validation/tracking-arguments.ts';
import { readCaller } from './caller.ts';
import { isCrossSite } from './cross-site.ts';

/** Where navigator.sendBeacon posts a batch of tracking events (the same events as the trackEvents mutation). */
export const TRACK_PATH = '/track';
/** 50 events of the longest allowed fields fit well within this. */
export const TRACK_BODY_LIMIT = '64kb';

const EVENT_TYPES: readonly string[] = ['VISIT', 'CLICK', 'SHARE'] satisfies TrackEventType[];
const BAD_BATCH = '埋点数据必须是事件数组的 JSON 文本';
const CROSS_SITE = '不接受来自其他网站的埋点数据';

/**
 * The JSON text a beacon carries: an array of events shaped like TrackEventInput. sendBeacon sends a string as
 * text/plain, so the body is read as text and parsed here; anything else is refused with a Chinese message.
 */
export function parseBeaconBatch(text: string): TrackEventInput[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new InvalidArgumentError(BAD_BATCH, 'events');
  }
  if (!Array.isArray(parsed)) throw new InvalidArgumentError(BAD_BATCH, 'events');
  return parsed.map((event, index) => beaconEvent(event, `events.${index}`));
}

function beaconEvent(value: unknown, at: string): TrackEventInput {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new InvalidArgumentError('埋点事件必须是 JSON 对象', at);
  }
  const event = value as Record<string, unknown>;
  const text = (name: string) => {
    const field = event[name];
    if (field === undefined || field === null) return undefined;
    if (typeof field !== 'string') throw new InvalidArgumentError(`${name} 必须是文本`, `${at}.${name}`);
    return field;
  };
  const eventType = text('eventType');
  if (!eventType || !EVENT_TYPES.includes(eventType)) {
    throw new InvalidArgumentError('事件类型必须是 VISIT、CLICK 或 SHARE', `${at}.eventType`);
  }
  return {
    pageUrl: text('pageUrl') ?? '',
    pageName: text('pageName') ?? '',
    eventType: eventType as TrackEventType,
    buttonName: text('buttonName'),
    clientType: text('clientType'),
  };
}

/** HTTP status of a refused beacon (nobody reads it but logs and tests): the error table's code decides. */
function statusOf(code: string, error: unknown): number {
  if (code === 'BAD_USER_INPUT') return 400;
  if (code === 'BUSINESS_ERROR') {
    const gatewayCode = (error as { gatewayCode?: number }).gatewayCode;
    return gatewayCode === GatewayCode.RATE_LIMITED ? 429 : 400;
  }
  if (code === 'GATEWAY_TIMEOUT') return 504;
  if (code === 'GATEWAY_UNAVAILABLE') return 502;
  return 500;
}

/**
 * POST /track: a beacon's batch, checked like trackEvents and forwarded to the gateway with the caller's bearer when
 * the session cookie came along. Another site's beacon (Sec-Fetch-Site cross-site, or a foreign Origin) is refused
 * with 403 before anything is read. 204 when stored; failures answer the error table's message and code as JSON.
 */
export function trackBeaconRouter(transport: GatewayTransport, logger: Logger): express.Router {
  const router = express.Router();
  router.post(
    TRACK_PATH,
    express.text({ type: () => true, limit: TRACK_BODY_LIMIT }),
    async (req: Request, res: Response) => {
      res.setHeader('Cache-Control', 'no-store');
      const headers = { site: req.get('sec-fetch-site'), origin: req.get('origin'), host: req.get('host') };
      if (isCrossSite(headers)) {
        res.status(403).json({ errors: [{ message: CROSS_SITE, extensions: { code: 'FORBIDDEN' } }] });
        return;
      }
      try {
        const events = trackingEventBodies(parseBeaconBatch(typeof req.body === 'string' ? req.body : ''));
        await new GatewayApi(transport, readCaller(req.headers, req.ip)).send(saveTrackingEvents, { items: events });
        res.status(204).end();
      } catch (error) {
        const mapped = mapError(error);
        if (mapped.log) logger[mapped.log]('track-failed', { error: describeError(error) });
        res
          .status(statusOf(mapped.extensions.code, error))
          .json({ errors: [{ message: mapped.message, extensions: mapped.extensions }] });
      }
    },
  );
  return router;
}
