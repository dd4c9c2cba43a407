import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import type { RouteDef } from '../../http/routing.ts';
import { AccountCode } from '../../shared/account-codes.ts';
import { oneTimeCodeField, parseFields } from '../../shared/account-fields.ts';
import type { AccountContext } from '../accounts/context.ts';
import { findUserCompany } from '../companies/company-store.ts';
import { findUserById } from '../users/user-store.ts';
import { redeemLoginCode } from './login-codes.ts';
import type { SessionGuard } from './require-session.ts';
import { endSession, startSession } from './session-store.ts';

const EXPIRED = '登录凭证已失效，请重新登录';
const codeSchema = z.object({ code: oneTimeCodeField(EXPIRED, EXPIRED) });

export function sessionRoutes(ctx: AccountContext, requireSession: SessionGuard): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/auth/login92/code/:code',
      handler: async (req) => {
        const { code } = parseFields(codeSchema, req.params);
        const now = ctx.clock.now();
        const token = await ctx.db.transaction().execute(async (trx) => {
          const redeemed = await redeemLoginCode(trx, code, now);
          if (!redeemed) throw new ApiError(AccountCode.ONE_TIME_CODE_INVALID, EXPIRED);
          const user = await findUserById(trx, redeemed.userId);
          if (!user || user.deleted_at) throw new ApiError(AccountCode.ONE_TIME_CODE_INVALID, EXPIRED);
          if (user.disabled) throw new ApiError(AccountCode.ACCOUNT_DISABLED, '该账号已被停用，请联系客服');
          if (redeemed.companyId !== null && !(await findUserCompany(trx, user.id, redeemed.companyId))) {
            throw new ApiError(AccountCode.ONE_TIME_CODE_INVALID, EXPIRED);
          }
          return startSession(trx, { userId: user.id, companyId: redeemed.companyId }, now);
        });
        return { token };
      },
    },
    {
      method: 'POST',
      path: '/auth/logout92',
      handler: async (req) => {
        // Idempotent: a session that has already ended (or none at all) leaves nothing to end.
        const session = await requireSession(req).catch((error: unknown) => {
          if (error instanceof ApiError) return null;
          throw error;
        });
        if (session) await endSession(ctx.db, session.sessionId, ctx.clock.now(), 'logout');
        return null;
      },
    },
  ];
}
