/**
 * How the start script and the browser-test set-up wire the local stand-ins (stand-ins/, never in production) to
 * the gateway: the stand-ins learn the portal's callback addresses, the gateway learns where the stand-ins are.
 */

import { DEFAULT_GOVDATA_TOKEN } from '../stand-ins/src/govdata/govdata-pack.ts';
import {
  DEFAULT_CLIENT_ID,
  DEFAULT_CLIENT_SECRET,
  DEFAULT_WECHAT_APP_ID,
  DEFAULT_WECHAT_APP_SECRET,
} from '../stand-ins/src/settings.ts';
import { DEFAULT_SMS_KEYS } from '../stand-ins/src/sms/sms-keys.ts';

/** The portal page the provincial provider returns to (registered at the stand-in for every portal origin). */
export const PROVINCIAL_CALLBACK_PATH = '/cbpage/gdauth';

/** Both hosts a browser may use for a portal on this machine, for each port. */
export function loopbackOrigins(ports: number[]): string[] {
  return ports.flatMap((port) => [`http://localhost:${port}`, `http://127.0.0.1:${port}`]);
}

/**
 * Whether the stand-ins are needed: never in production, and not when the environment already names a real
 * provincial provider and a real WeChat app.
 */
export function standInsWanted(env: NodeJS.ProcessEnv): boolean {
  return env.NODE_ENV !== 'production' && !(env.PROVINCIAL_ISSUER && env.WECHAT_APP_ID);
}

/** The stand-ins' own environment: their port and the portal origins they may send browsers back to. */
export function standInEnv(port: number, portalOrigins: string[]): NodeJS.ProcessEnv {
  return {
    STAND_IN_PORT: String(port),
    STAND_IN_REDIRECT_URIS: portalOrigins.map((origin) => `${origin}${PROVINCIAL_CALLBACK_PATH}`).join(','),
    STAND_IN_CLIENT_ID: DEFAULT_CLIENT_ID,
    STAND_IN_CLIENT_SECRET: DEFAULT_CLIENT_SECRET,
    STAND_IN_WECHAT_APP_ID: DEFAULT_WECHAT_APP_ID,
    STAND_IN_WECHAT_APP_SECRET: DEFAULT_WECHAT_APP_SECRET,
    NODE_ENV: 'development',
  };
}

/**
 * The gateway's environment pointing at stand-ins running at `standInUrl`; a provider the environment already
 * names (PROVINCIAL_ISSUER, WECHAT_APP_ID, SMS_ACCESS_KEY_ID, GOVDATA_URL) is left as it is. `SMS_PROVIDER=aliyun` or `tencent`
 * without keys sends to the stand-ins' SMS APIs, and `FACE_PROVIDER=tencent` without a key to their FaceID.
 */
export function gatewayEnvForStandIns(standInUrl: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return {
    ...(env.PROVINCIAL_ISSUER
      ? {}
      : {
          PROVINCIAL_ISSUER: standInUrl,
          PROVINCIAL_CLIENT_ID: DEFAULT_CLIENT_ID,
          PROVINCIAL_CLIENT_SECRET: DEFAULT_CLIENT_SECRET,
          PROVINCIAL_IDENTIFY_URL: `${standInUrl}/identify`,
        }),
    ...(env.WECHAT_APP_ID
      ? {}
      : {
          WECHAT_APP_ID: DEFAULT_WECHAT_APP_ID,
          WECHAT_APP_SECRET: DEFAULT_WECHAT_APP_SECRET,
          WECHAT_OPEN_URL: `${standInUrl}/wechat`,
          WECHAT_API_URL: `${standInUrl}/wechat`,
        }),
    ...(env.GOVDATA_URL ? {} : { GOVDATA_URL: `${standInUrl}/govdata`, GOVDATA_TOKEN: DEFAULT_GOVDATA_TOKEN }),
    ...((env.SMS_PROVIDER === 'aliyun' || env.SMS_PROVIDER === 'tencent') && !env.SMS_ACCESS_KEY_ID
      ? smsStandInEnv(standInUrl)
      : {}),
    ...(env.FACE_PROVIDER === 'tencent' && !env.FACE_SECRET_ID
      ? {
          FACE_ENDPOINT: standInUrl,
          FACE_SECRET_ID: DEFAULT_SMS_KEYS.accessKeyId,
          FACE_SECRET_KEY: DEFAULT_SMS_KEYS.accessKeySecret,
          FACE_RULE_ID: '1',
        }
      : {}),
  };
}

/** The SMS settings of the stand-ins' vendor APIs: their key pair, a sign and one template id per message kind. */
function smsStandInEnv(standInUrl: string): NodeJS.ProcessEnv {
  const kinds = ['LOGIN', 'REGISTER', 'RESET_MOBILE', 'RESET_PASSWORD', 'LOAN_NOTICE'];
  return {
    SMS_ENDPOINT: standInUrl,
    SMS_ACCESS_KEY_ID: DEFAULT_SMS_KEYS.accessKeyId,
    SMS_ACCESS_KEY_SECRET: DEFAULT_SMS_KEYS.accessKeySecret,
    SMS_SDK_APP_ID: DEFAULT_SMS_KEYS.sdkAppId,
    SMS_SIGN_NAME: '区域中小企业融资服务平台',
    ...Object.fromEntries(kinds.map((kind, index) => [`SMS_TEMPLATE_${kind}`, `SMS_LOCAL_${100 + index}`])),
  };
}
