import type { RouteDef } from '../../../http/routing.ts';
import { parseInput } from '../../../http/validate.ts';
import type { AccountContext } from '../context.ts';
import { cancelAuthorisationParams } from '../params/authorisation-params.ts';
import { cancelDataAuthorisation } from '../services/authorisation-service.ts';

/** `/user/user/v1/auth/cancel`: the legal representative revokes the enterprise data authorisation (spec §1). */
export function authorisationRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/user/user/v1/auth/cancel',
      handler: async (req) => {
        const session = await ctx.requireSession(req);
        return cancelDataAuthorisation(ctx, session, parseInput(cancelAuthorisationParams, req.body));
      },
    },
  ];
}
