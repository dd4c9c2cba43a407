import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';
import type { RouteDef } from '../../http/routing.ts';
import { idField, parseFields } from '../../shared/account-fields.ts';
import type { AccountContext } from '../accounts/context.ts';
import type { SessionGuard } from '../sessions/require-session.ts';
import { loadUserInfo } from '../users/user-info.ts';
import { findUserCompany, listUserCompanies } from './company-store.ts';

const switchSchema = z.object({ id: idField('企业编号不正确') });

export function companyRoutes(ctx: AccountContext, requireSession: SessionGuard): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/user/user/v1/current/users',
      handler: async (req) => {
        const session = await requireSession(req);
        const companies = await listUserCompanies(ctx.db, session.userId);
        return companies.map((company) => ({ ...company, current: company.id === session.companyId }));
      },
    },
    {
      method: 'POST',
      path: '/user/user/v1/switch/other/:id',
      handler: async (req) => {
        const session = await requireSession(req);
        const { id } = parseFields(switchSchema, req.params);
        // Another account's company and an unknown id answer alike, so ids cannot be probed.
        const company = await findUserCompany(ctx.db, session.userId, id);
        if (!company) throw new ApiError(ErrorCode.NO_SUCH_OBJECT, '未找到该企业，或您不是该企业的用户');
        await ctx.db
          .updateTable('user_session')
          .set({ company_id: company.id })
          .where('id', '=', session.sessionId)
          .execute();
        return loadUserInfo(ctx.db, { ...session, companyId: company.id });
      },
    },
  ];
}
