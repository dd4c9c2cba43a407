import express, { type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { sendPage } from '#html.ts';
import { allowedReturnAddress } from '#return-address.ts';
import { identifyPage, messagePage } from './pages.ts';
import type { ProvincialTestUser, ProvincialUserStore } from './test-users.ts';

const form = express.urlencoded({ extended: false, limit: '10kb' });
/** The level the platform asks for (四级 L2). */
const RAISED_LEVEL = 2;
const FOREIGN_REDIRECT = '跳转地址无效：只能返回已登记的平台地址';

/**
 * The identify page (the platform's identifyUrl): `GET /identify?redirect=<platform address>`. A user signed in at
 * the provider (its session cookie) confirms, and their level rises to L2; a user not signed in gives username and
 * password on the same form. Then the browser goes back to `redirect`, which must be on one of the platform's
 * registered origins (no open redirect). The session cookie is SameSite=lax, so a form on another site cannot
 * raise anybody's level.
 */
export function identifyRoutes(
  provider: Provider,
  users: ProvincialUserStore,
  platformOrigins: ReadonlySet<string>,
): Router {
  const router = Router();
  const targets = [...platformOrigins];

  router.get('/identify', async (req, res) => {
    const redirect = allowedReturnAddress(req.query.redirect, platformOrigins);
    if (!redirect) return sendPage(res, 400, messagePage('实名核验', FOREIGN_REDIRECT));
    const user = await signedInUser(provider, users, req, res);
    sendPage(res, 200, identifyPage({ redirect, user, users: users.list() }), targets);
  });

  router.post('/identify', form, async (req, res) => {
    const redirect = allowedReturnAddress(req.body?.redirect, platformOrigins);
    if (!redirect) return sendPage(res, 400, messagePage('实名核验', FOREIGN_REDIRECT));
    let user = await signedInUser(provider, users, req, res);
    if (!user) {
      const username = String(req.body?.username ?? '');
      user = users.authenticate(username, String(req.body?.password ?? ''));
      if (!user) {
        const page = identifyPage({ redirect, users: users.list(), username, error: '用户名或密码错误' });
        return sendPage(res, 401, page, targets);
      }
    }
    users.raiseLevel(user.sub, RAISED_LEVEL);
    res.redirect(303, redirect);
  });
  return router;
}

/** The account of the provider session the browser's cookie names, if any. */
async function signedInUser(
  provider: Provider,
  users: ProvincialUserStore,
  req: Request,
  res: Response,
): Promise<ProvincialTestUser | undefined> {
  const session = await provider.Session.get(provider.createContext(req, res));
  return session.accountId ? users.find(session.accountId) : undefined;
}
