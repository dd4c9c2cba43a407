import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type NextFunction, type Request, type Response } from 'express';
import { faceIdRoutes } from './faceid/faceid-routes.ts';
import { FaceIdStore } from './faceid/faceid-store.ts';
import { DEFAULT_GOVDATA_TOKEN } from './govdata/govdata-pack.ts';
import { govDataRoutes } from './govdata/govdata-routes.ts';
import { sendPage } from './html.ts';
import { identifyRoutes } from './provincial/identify-routes.ts';
import { interactionRoutes } from './provincial/interaction-routes.ts';
import { MemoryStore } from './provincial/memory-adapter.ts';
import { messagePage } from './provincial/pages.ts';
import { createProvincialProvider } from './provincial/provider.ts';
import { ProvincialUserStore } from './provincial/test-users.ts';
import { platformOrigins, type StandInSettings } from './settings.ts';
import { SmsInbox } from './sms/sms-inbox.ts';
import { DEFAULT_SMS_KEYS, type SmsStandInKeys } from './sms/sms-keys.ts';
import { smsRoutes } from './sms/sms-routes.ts';
import { wechatRoutes } from './wechat/wechat-routes.ts';
import { WeChatStore } from './wechat/wechat-store.ts';

/** Where the gateway finds the running stand-ins. */
export interface RunningStandIns {
  /** `http://127.0.0.1:<port>`: the provincial issuer, and the origin of everything below. */
  url: string;
  provincial: {
    issuer: string;
    identifyUrl: string;
    clientId: string;
    clientSecret: string;
  };
  /** Both WECHAT_OPEN_URL and WECHAT_API_URL. */
  wechat: { baseUrl: string; appId: string; appSecret: string };
  /**
   * Alibaba Cloud SMS and Tencent Cloud SMS: SMS_ENDPOINT is `url` for either; the keys they accept; what they sent.
   */
  sms: { endpoint: string; keys: SmsStandInKeys; inbox: SmsInbox };
  /** Tencent Cloud FaceID: FACE_ENDPOINT is `url`; it accepts the SMS stand-ins' key pair. */
  faceId: { endpoint: string; store: FaceIdStore };
  /** The provincial government data service: GOVDATA_URL is `url` + `/govdata`, GOVDATA_TOKEN the token. */
  govData: { url: string; token: string };
  /** The people of this run, for tests that look at levels. */
  users: ProvincialUserStore;
  close(): Promise<void>;
}

export interface StandInOptions {
  log?: (line: string) => void;
  /** The WeChat stand-in's clock (tests of code expiry). */
  now?: () => number;
}

/**
 * Starts both stand-ins on one port of 127.0.0.1: the provincial OpenID Connect provider at the root (its issuer),
 * its identify page at /identify, the WeChat OAuth stand-in under /wechat, and the SMS vendors' APIs (told apart from
 * the provider's requests by their action headers, sms/sms-routes.ts). Loopback only: nothing else on the
 * network can reach them.
 */
export async function startStandIns(settings: StandInSettings, options: StandInOptions = {}): Promise<RunningStandIns> {
  const log = options.log ?? ((line: string) => console.info(line));
  const server = http.createServer();
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => resolve());
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const origins = platformOrigins(settings);
  const users = new ProvincialUserStore();
  const oidcStore = new MemoryStore();
  const provider = createProvincialProvider({ issuer: url, settings: settings.provincial, users, store: oidcStore });
  provider.on('server_error', (_ctx, error) =>
    log(JSON.stringify({ level: 'error', at: 'stand-in provider', message: String(error) })),
  );

  const smsKeys = settings.sms ?? DEFAULT_SMS_KEYS;
  const smsInbox = new SmsInbox();
  const faceIdStore = new FaceIdStore(options.now);
  const app = express();
  app.disable('x-powered-by');
  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.use(smsRoutes(smsKeys, smsInbox));
  app.use(faceIdRoutes(smsKeys, faceIdStore, url));
  app.use(interactionRoutes(provider, users, [...origins]));
  app.use(identifyRoutes(provider, users, origins));
  app.use('/govdata', govDataRoutes(DEFAULT_GOVDATA_TOKEN, options.now));
  app.use('/wechat', wechatRoutes(settings.wechat, new WeChatStore(options.now), origins, url));
  app.use(provider.callback());
  app.use((error: unknown, _req: Request, res: Response, _next: NextFunction) => {
    log(JSON.stringify({ level: 'error', at: 'stand-in', message: String(error) }));
    sendPage(res, 500, messagePage('出错了', '本地模拟服务出错，请查看其日志'));
  });
  server.on('request', app);

  return {
    url,
    provincial: {
      issuer: url,
      identifyUrl: `${url}/identify`,
      clientId: settings.provincial.clientId,
      clientSecret: settings.provincial.clientSecret,
    },
    wechat: { baseUrl: `${url}/wechat`, appId: settings.wechat.appId, appSecret: settings.wechat.appSecret },
    sms: { endpoint: url, keys: smsKeys, inbox: smsInbox },
    faceId: { endpoint: url, store: faceIdStore },
    govData: { url: `${url}/govdata`, token: DEFAULT_GOVDATA_TOKEN },
    users,
    close: async () => {
      oidcStore.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
