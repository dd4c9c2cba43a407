import { GatewayCode } from '@sme/contract/codes';
import type { Request } from 'express';
import { ApiError } from '#http/api-error.ts';

export const CROSS_SITE_MESSAGE = '不接受来自其他网站的埋点数据';

/**
 * Refuses a call a browser made from another site: `Sec-Fetch-Site: cross-site`, or an Origin whose host is not
 * the one called. Calls without either header (the graph service, older browsers) go on: the check stops another
 * site's pages from filling our statistics through their visitors' browsers, not a script of its own.
 */
export function refuseCrossSite(req: Request): void {
  const site = req.get('sec-fetch-site');
  const origin = req.get('origin');
  if (site === 'cross-site' || (origin !== undefined && !sameHost(origin, req.get('host')))) {
    throw new ApiError(GatewayCode.BAD_PARAMS, CROSS_SITE_MESSAGE);
  }
}

function sameHost(origin: string, host: string | undefined): boolean {
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
