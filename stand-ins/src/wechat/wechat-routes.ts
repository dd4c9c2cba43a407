import { createHash, timingSafeEqual } from 'node:crypto';
import express, { type Request, type Response, Router } from 'express';
import { sendPage } from '#html.ts';
import { allowedReturnAddress } from '#return-address.ts';
import type { StandInSettings } from '#settings.ts';
import { type AuthorizeRequest, avatarSvg, pickUserPage, wechatErrorPage } from './pages.ts';
import { findWeChatUser, openIdOf, unionIdOf } from './test-users.ts';
import { ACCESS_TOKEN_TTL_S, type WeChatError, type WeChatStore } from './wechat-store.ts';

const form = express.urlencoded({ extended: false, limit: '10kb' });
/** Scopes per entry: website QR login, and the official-account (公众号) web authorization. */
const QR_SCOPES = new Set(['snsapi_login']);
const MP_SCOPES = new Set(['snsapi_base', 'snsapi_userinfo']);

/**
 * The WeChat OAuth stand-in, mounted at `/wechat` (so WECHAT_OPEN_URL and WECHAT_API_URL both point at
 * `<stand-in>/wechat`): the pages of open.weixin.qq.com (`/connect/qrconnect`, `/connect/oauth2/authorize`) and the
 * JSON calls of api.weixin.qq.com (`/sns/oauth2/access_token`, `/sns/userinfo`), answering WeChat's shapes and its
 * error codes. Like WeChat, it sends the browser back only to the app's registered domains (the platform's origins).
 */
export function wechatRoutes(
  settings: StandInSettings['wechat'],
  store: WeChatStore,
  platformOrigins: ReadonlySet<string>,
  baseUrl: string,
): Router {
  const router = Router();
  const targets = [...platformOrigins];

  const authorize = (scopes: ReadonlySet<string>) => (req: Request, res: Response) => {
    const checked = checkAuthorizeRequest(req.query, scopes);
    if (typeof checked === 'string') return sendPage(res, 400, wechatErrorPage(checked));
    sendPage(res, 200, pickUserPage(checked), targets);
  };
  router.get('/connect/qrconnect', authorize(QR_SCOPES));
  router.get('/connect/oauth2/authorize', authorize(MP_SCOPES));

  router.post('/connect/confirm', form, (req, res) => {
    const body = req.body ?? {};
    const checked = checkAuthorizeRequest(
      {
        appid: body.appId,
        redirect_uri: body.redirectUri,
        response_type: 'code',
        scope: body.scope,
        state: body.state,
      },
      new Set([...QR_SCOPES, ...MP_SCOPES]),
    );
    if (typeof checked === 'string') return sendPage(res, 400, wechatErrorPage(checked));
    const target = new URL(checked.redirectUri);
    const user = findWeChatUser(String(body.user ?? ''));
    if (user) {
      target.searchParams.set(
        'code',
        store.issueCode({ appId: checked.appId, userKey: user.key, scope: checked.scope }),
      );
    }
    // Cancel (no user): back without a code, as WeChat's own "deny" does.
    target.searchParams.set('state', checked.state);
    res.redirect(302, target.href);
  });

  router.get('/sns/oauth2/access_token', (req, res) => {
    const { appid, secret, code, grant_type: grantType } = req.query;
    if (!appid) return wechatError(res, { errcode: 41002, errmsg: 'appid missing' });
    if (!secret) return wechatError(res, { errcode: 41004, errmsg: 'appsecret missing' });
    if (!code) return wechatError(res, { errcode: 41008, errmsg: 'missing code' });
    if (grantType !== 'authorization_code') return wechatError(res, { errcode: 40002, errmsg: 'invalid grant_type' });
    if (appid !== settings.appId) return wechatError(res, { errcode: 40013, errmsg: 'invalid appid' });
    if (!sameSecret(String(secret), settings.appSecret)) {
      return wechatError(res, { errcode: 40125, errmsg: 'invalid appsecret' });
    }
    const redemption = store.redeemCode(settings.appId, String(code));
    if (!redemption.ok) return wechatError(res, redemption.error);
    const user = findWeChatUser(redemption.authorization.userKey);
    if (!user) return wechatError(res, { errcode: 40029, errmsg: 'invalid code' });
    const { accessToken, refreshToken } = store.issueAccessToken(redemption.authorization);
    res.json({
      access_token: accessToken,
      expires_in: ACCESS_TOKEN_TTL_S,
      refresh_token: refreshToken,
      openid: openIdOf(settings.appId, user),
      scope: redemption.authorization.scope,
      unionid: unionIdOf(user),
    });
  });

  router.get('/sns/userinfo', (req, res) => {
    const { access_token: accessToken, openid } = req.query;
    if (!accessToken) return wechatError(res, { errcode: 41001, errmsg: 'access_token missing' });
    const lookup = store.findAccessToken(String(accessToken));
    if (!lookup.ok) return wechatError(res, lookup.error);
    const user = findWeChatUser(lookup.authorization.userKey);
    if (!user || openid !== openIdOf(lookup.authorization.appId, user)) {
      return wechatError(res, { errcode: 40003, errmsg: 'invalid openid' });
    }
    res.json({
      openid,
      nickname: user.nickname,
      sex: 0,
      province: '广东',
      city: '广州',
      country: '中国',
      headimgurl: `${baseUrl}/wechat/avatar/${user.key}.svg`,
      privilege: [],
      unionid: unionIdOf(user),
    });
  });

  router.get('/avatar/:file', (req, res) => {
    const user = findWeChatUser(req.params.file.replace(/\.svg$/, ''));
    if (!user) return res.status(404).end();
    res.type('image/svg+xml').set('cache-control', 'public, max-age=3600').send(avatarSvg(user.nickname));
  });

  function checkAuthorizeRequest(
    query: Record<string, unknown>,
    scopes: ReadonlySet<string>,
  ): AuthorizeRequest | string {
    if (query.appid !== settings.appId) return 'appid 参数错误';
    const redirectUri = allowedReturnAddress(query.redirect_uri, platformOrigins);
    if (!redirectUri) return 'redirect_uri 参数错误：不是该应用登记的回调域名';
    if (query.response_type !== 'code') return 'response_type 参数错误';
    const scope = String(query.scope ?? '');
    if (!scopes.has(scope)) return 'scope 参数错误';
    const state = typeof query.state === 'string' ? query.state : '';
    return { appId: settings.appId, redirectUri, scope, state };
  }
  return router;
}

/** WeChat answers errors with HTTP 200 and `{errcode, errmsg}`. */
function wechatError(res: Response, error: WeChatError): void {
  res.json(error);
}

function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
