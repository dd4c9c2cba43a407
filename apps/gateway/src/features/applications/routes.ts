import { GatewayCode } from '../../contract/gateway-codes.ts';
import { ApiError } from '../../http/api-error.ts';
import type { RouteDef } from '../../http/routing.ts';
import type { AccountContext } from '../accounts/context.ts';

const NOT_YET_OPEN = '该功能暂未开放，敬请期待';

/**
 * Applying for a product and publishing a financing need (spec §7): their bodies are not shown [8] and a later issue
 * builds them, but spec §6's guard holds on the server already, whatever the client does — a session, a certified
 * current company (-5004), for publishing also the face check (-5005) — and only then "not open yet" (-1501). The
 * later issue keeps the guard line and replaces the throw with the use case.
 */
export function applicationRoutes(accounts: AccountContext): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/loan/product/pc/apply',
      handler: async (req) => {
        await accounts.requireCertified(req);
        throw new ApiError(GatewayCode.NOT_YET_AVAILABLE, NOT_YET_OPEN);
      },
    },
    {
      method: 'POST',
      path: '/loan/pc/apply',
      handler: async (req) => {
        await accounts.requireCertified(req, { faceChecked: true });
        throw new ApiError(GatewayCode.NOT_YET_AVAILABLE, NOT_YET_OPEN);
      },
    },
  ];
}
