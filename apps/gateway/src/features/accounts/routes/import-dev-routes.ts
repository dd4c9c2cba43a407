import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import { devGrantParams, devImportParams } from '../params/dev-params.ts';
import { DEFAULT_AUTHORISATION_MS, grantDataAuthorisationForDevelopment } from '../services/authorisation-service.ts';
import { ImportRefusedError, importAccounts } from '../services/import-service.ts';

const DAY = 24 * 3_600_000;
/** Invitations made by the helper live as long as the operator command's default. */
const INVITATION_MS = 7 * DAY;

/**
 * Development helpers (mounted outside production only) for trying and testing what has no user-facing producer yet:
 * an imported account with its invitation (the operator command's service, registry checks included), and a data
 * authorisation in force for the session's company (granted by the applications of a later issue).
 */
export function importDevRoutes(ctx: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/__dev/import',
      handler: async (req) => {
        const { source, ...account } = parseInput(devImportParams, req.body);
        try {
          const [result] = await importAccounts(ctx, [{ line: 1, ...account }], { source, validMs: INVITATION_MS });
          return result;
        } catch (error) {
          if (!(error instanceof ImportRefusedError)) throw error;
          const message = error.problems.map((problem) => problem.message).join('；');
          throw new ApiError(GatewayCode.COMPANY_NOT_IN_REGISTRY, message);
        }
      },
    },
    guardedRoute('POST', '/__dev/authorisation/grant', ctx.requireSession, async (session, req) => {
      const { days } = parseInput(devGrantParams, req.body ?? {});
      return grantDataAuthorisationForDevelopment(
        ctx,
        session,
        days === undefined ? DEFAULT_AUTHORISATION_MS : days * DAY,
      );
    }),
  ];
}
