import * as identity from '@sme/contract/routes/identity';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';
import { redeemFaceRedirect } from '../services/face-redirect-service.ts';
import { faceResultByToken, latestFaceResult, legalPersonCheck } from '../services/face-result-service.ts';
import { confirmLegalPerson, startFaceCheck } from '../services/identity-service.ts';

/** Real-name certification and the face check (docs/gateway-api.md, "Identity"), and the face-key redirect. */
export function identityRoutes(ctx: AccountContext): RouteDef[] {
  return [
    contractRoute(identity.legalPersonConfirm, async (req, input) => {
      const session = await ctx.requireSession(req);
      const { name, idNumber } = input();
      return confirmLegalPerson(ctx, session, { name, idNumber });
    }),
    contractRoute(identity.faceCheckStart, async (req, input) => {
      const session = await ctx.requireSession(req);
      const { path, query } = input();
      return startFaceCheck(ctx, session, {
        userCode: path.userCode,
        type: query.type,
        foreBackUrl: query.foreBackUrl,
      });
    }),
    contractRoute(identity.legalPersonCheck, async (req, input) => {
      const session = await ctx.requireSession(req);
      input();
      return legalPersonCheck(ctx, session);
    }),
    contractRoute(identity.faceResult, async (req, input) =>
      faceResultByToken(ctx, await ctx.requireSession(req), input().certToken),
    ),
    contractRoute(identity.queryFaceResult, async (req, input) =>
      faceResultByToken(ctx, await ctx.requireSession(req), input().certToken),
    ),
    contractRoute(identity.latestFaceResult, async (req) => latestFaceResult(ctx, await ctx.requireSession(req))),
    contractRoute(identity.faceRedirect, (_req, input) => redeemFaceRedirect(ctx, input().key)),
  ];
}
