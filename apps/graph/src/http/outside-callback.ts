import { PROVINCIAL_CALLBACK_PATH, WECHAT_CALLBACK_PATH } from '@sme/contract/routes/outside-logins';
import express from 'express';

/**
 * The real callback paths registered at the provincial provider and at WeChat (OAuth redirect addresses cannot carry
 * the `#` of the portal's hash routes). They hand over to the portal's route of the same name: always this fixed
 * route of this origin (a relative Location), never an address taken from the request.
 */
export const OUTSIDE_CALLBACK_PATHS = [PROVINCIAL_CALLBACK_PATH, WECHAT_CALLBACK_PATH] as const;

/** What the page needs of a callback; anything else the provider adds (iss, session_state, …) stays behind. */
const PASSED_ON: Record<string, RegExp> = {
  code: /^[\x21-\x7e]{1,512}$/,
  state: /^[\x21-\x7e]{1,512}$/,
  error: /^[a-z_]{1,64}$/,
};

/** `/#<path>?code=…&state=…` (or `error=…`) with only well-formed values, each once. */
export function handoverTarget(path: string, query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, pattern] of Object.entries(PASSED_ON)) {
    const value = query[name];
    if (typeof value === 'string' && pattern.test(value)) params.set(name, value);
  }
  const search = params.toString();
  return `/#${path}${search ? `?${search}` : ''}`;
}

export function outsideCallbackRouter(): express.Router {
  const router = express.Router();
  for (const path of OUTSIDE_CALLBACK_PATHS) {
    router.get(path, (req, res) => {
      // The code must not linger in caches or leak to the next site through the Referer header.
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Referrer-Policy', 'no-referrer');
      res.redirect(302, handoverTarget(path, req.query as Record<string, unknown>));
    });
  }
  return router;
}
