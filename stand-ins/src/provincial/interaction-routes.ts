import express, { type NextFunction, type Request, type Response, Router } from 'express';
import type Provider from 'oidc-provider';
import { errors } from 'oidc-provider';
import { sendPage } from '#html.ts';
import { consentPage, loginPage, messagePage } from './pages.ts';
import { CLIENT_NAME } from './provider.ts';
import type { ProvincialUserStore } from './test-users.ts';

const form = express.urlencoded({ extended: false, limit: '10kb' });
const BAD_CREDENTIALS = '用户名或密码错误';
const EXPIRED = '本次登录已失效，请回到平台重新发起登录';

/**
 * The provider's interaction pages (instead of oidc-provider's devInteractions): a username/password login with the
 * test users listed, a consent page, and cancel on both. The interaction cookie that oidc-provider sets (SameSite
 * lax, bound to the interaction's uid) is what ties a form post to its authorization request.
 */
export function interactionRoutes(provider: Provider, users: ProvincialUserStore, formTargets: string[]): Router {
  const router = Router();

  router.get('/interaction/:uid', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) return sendPage(res, 400, messagePage('登录已失效', EXPIRED));
    const clientName = await clientNameOf(provider, details.params.client_id);
    if (details.prompt.name === 'login') {
      return sendPage(res, 200, loginPage({ uid: details.uid, clientName, users: users.list() }), formTargets);
    }
    const scopes = String(details.params.scope ?? '').split(' ');
    return sendPage(res, 200, consentPage({ uid: details.uid, clientName, scopes }), formTargets);
  });

  router.post('/interaction/:uid/login', form, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid || details.prompt.name !== 'login') {
      return sendPage(res, 400, messagePage('登录已失效', EXPIRED));
    }
    const username = String(req.body?.username ?? '');
    const user = users.authenticate(username, String(req.body?.password ?? ''));
    if (!user) {
      const clientName = await clientNameOf(provider, details.params.client_id);
      const page = loginPage({ uid: details.uid, clientName, users: users.list(), username, error: BAD_CREDENTIALS });
      return sendPage(res, 401, page, formTargets);
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: user.sub } },
      { mergeWithLastSubmission: false },
    );
  });

  router.post('/interaction/:uid/consent', form, async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    const accountId = details.session?.accountId;
    if (details.uid !== req.params.uid || details.prompt.name !== 'consent' || !accountId) {
      return sendPage(res, 400, messagePage('登录已失效', EXPIRED));
    }
    const grant = details.grantId
      ? await provider.Grant.find(details.grantId)
      : new provider.Grant({ accountId, clientId: String(details.params.client_id) });
    if (!grant) return sendPage(res, 400, messagePage('登录已失效', EXPIRED));
    const missing = details.prompt.details as { missingOIDCScope?: string[]; missingOIDCClaims?: string[] };
    if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
    if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
    const grantId = await grant.save();
    const consent = details.grantId ? {} : { grantId };
    await provider.interactionFinished(req, res, { consent }, { mergeWithLastSubmission: true });
  });

  router.post('/interaction/:uid/abort', async (req, res) => {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== req.params.uid) return sendPage(res, 400, messagePage('登录已失效', EXPIRED));
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: 'the user cancelled the login' },
      { mergeWithLastSubmission: false },
    );
  });

  // An interaction that is unknown or expired (no cookie, a restart of the stand-in) is the user's problem to restart.
  router.use('/interaction', (error: unknown, _req: Request, res: Response, next: NextFunction) => {
    if (error instanceof errors.SessionNotFound) return sendPage(res, 400, messagePage('登录已失效', EXPIRED));
    next(error);
  });
  return router;
}

async function clientNameOf(provider: Provider, clientId: unknown): Promise<string> {
  const client = await provider.Client.find(String(clientId));
  return client?.clientName ?? CLIENT_NAME;
}
