import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import {
  certTokenParams,
  confirmLegalPersonParams,
  faceKeyParams,
  faceStartPathParams,
  faceStartQueryParams,
  legalPersonCheckParams,
} from '../params/identity-params.ts';
import { redeemFaceRedirect } from '../services/face-redirect-service.ts';
import { faceResultByToken, latestFaceResult, legalPersonCheck } from '../services/face-result-service.ts';
import { confirmLegalPerson, startFaceCheck } from '../services/identity-service.ts';

/** Real-name certification and the face check (docs/gateway-api.md, "Identity"), and the face-key redirect. */
export function identityRoutes(ctx: AccountContext): RouteDef[] {
  return [
    guardedRoute('POST', '/user/identify/v1/legal_person/confirm', ctx.requireSession, async (session, req) => {
      const { name, idNumber } = parseInput(confirmLegalPersonParams, req.body);
      return confirmLegalPerson(ctx, session, { name, idNumber });
    }),
    guardedRoute('GET', '/user/identify/v1/face/token/get2/:userCode', ctx.requireSession, async (session, req) => {
      const { userCode } = parseInput(faceStartPathParams, req.params);
      const { type, foreBackUrl } = parseInput(faceStartQueryParams, req.query);
      return startFaceCheck(ctx, session, { userCode, type, foreBackUrl });
    }),
    guardedRoute('GET', '/user/identify/v1/face/legal_person/check', ctx.requireSession, async (session, req) => {
      parseInput(legalPersonCheckParams, req.query);
      return legalPersonCheck(ctx, session);
    }),
    guardedRoute('GET', '/user/identify/v3/face/result', ctx.requireSession, (session, req) =>
      faceResultByToken(ctx, session, parseInput(certTokenParams, req.query).certToken),
    ),
    guardedRoute('POST', '/user/identify/queryFaceResult', ctx.requireSession, async (session, req) => {
      const input = { ...(req.query as Record<string, unknown>), ...(req.body ?? {}) };
      return faceResultByToken(ctx, session, parseInput(certTokenParams, input).certToken);
    }),
    guardedRoute('GET', '/user/identify/v1/face/result', ctx.requireSession, (session) =>
      latestFaceResult(ctx, session),
    ),
    {
      method: 'GET',
      path: '/user/user/rdt/:key',
      handler: async (req) => redeemFaceRedirect(ctx, parseInput(faceKeyParams, req.params).key),
    },
  ];
}
