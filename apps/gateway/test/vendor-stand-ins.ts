import { type RunningStandIns, startStandIns } from '../../../stand-ins/src/stand-ins.ts';

/**
 * The local stand-ins (the SMS vendors, Tencent Cloud FaceID) on a free port of this process, silent, for the tests
 * of the outside adapters through the vendors' SDKs.
 */
export function startVendorStandIns(): Promise<RunningStandIns> {
  return startStandIns(
    {
      port: 0,
      provincial: {
        clientId: 'c',
        clientSecret: 's',
        redirectUris: ['https://portal.example.cn/cb'],
        postLogoutRedirectUris: [],
      },
      wechat: { appId: 'wx-test', appSecret: 'wx-secret' },
    },
    { log: () => {} },
  );
}
