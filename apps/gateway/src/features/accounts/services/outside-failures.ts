import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { logger } from '#http/logger.ts';
import { ProvincialLoginError, ProvincialNotConfiguredError } from '#outside/provincial/provincial-errors.ts';
import { WeChatLoginError, WeChatNotConfiguredError } from '#outside/wechat/wechat-oauth.ts';

/**
 * The envelope of an outside identity service's failure: not configured -1502; did not answer -1503; refused the
 * login (cancelled, forged or replayed, our client not accepted) -5011 for the province and -5021 for WeChat, with
 * the client's Chinese message. The library's own words go to the log only. Anything else is not ours to judge.
 */
export function outsideFailure(error: unknown): unknown {
  if (error instanceof ProvincialNotConfiguredError || error instanceof WeChatNotConfiguredError) {
    return new ApiError(GatewayCode.SERVICE_NOT_CONFIGURED, error.message);
  }
  if (error instanceof ProvincialLoginError) {
    log('provincial', error.detail);
    const code = error.reason === 'unavailable' ? GatewayCode.SERVICE_FAILED : GatewayCode.PROVINCIAL_LOGIN_FAILED;
    return new ApiError(code, error.message);
  }
  if (error instanceof WeChatLoginError) {
    log('wechat', `${error.reason} (${error.detail})`);
    const code = error.reason === 'unavailable' ? GatewayCode.SERVICE_FAILED : GatewayCode.WECHAT_LOGIN_FAILED;
    return new ApiError(code, error.message);
  }
  return error;
}

function log(service: string, detail: string): void {
  logger.warn({ at: `outside-login:${service}`, detail });
}

/** Runs a call of an outside client with its failures as envelopes. */
export async function callOutside<T>(run: () => Promise<T> | T): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw outsideFailure(error);
  }
}
