import { InvalidArgumentError } from '#errors/invalid-argument-error.ts';
import { optionalText } from './arguments.ts';

/** Arguments of the outside-identity logins, checked with the gateway's wording before any gateway call. */

/** An OAuth code or state as providers make them: printable ASCII, at most 512 characters. */
const OAUTH_VALUE = /^[\x21-\x7e]{1,512}$/;
/** A WeChat app id as the gateway answers it. */
const APP_ID = /^[A-Za-z0-9_-]{1,64}$/;

export function oauthCallbackArgs(args: { code: string; state: string }): { code: string; state: string } {
  if (!OAUTH_VALUE.test(args.code)) throw new InvalidArgumentError('授权码格式不正确', 'code');
  if (!OAUTH_VALUE.test(args.state)) throw new InvalidArgumentError('缺少 state 参数', 'state');
  return { code: args.code, state: args.state };
}

export function channelCodeArg(channelCode: string | null | undefined): string | undefined {
  return optionalText(channelCode, '渠道编码', 64, 'channelCode');
}

export function appIdArg(appId: string): string {
  if (!APP_ID.test(appId)) throw new InvalidArgumentError('微信应用编号不正确', 'appId');
  return appId;
}
