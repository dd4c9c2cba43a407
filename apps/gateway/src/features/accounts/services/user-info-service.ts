import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { toUserInfo, type UserInfo } from '../domain/user-info.ts';
import { countUserCompanies, findUserCompany } from '../stores/company-store.ts';
import { findUserById } from '../stores/user-store.ts';
import type { SessionContext } from './session-guard.ts';

/** Spec §3 user info of the session, for its current company. */
export async function loadUserInfo(ctx: Pick<AccountContext, 'db'>, session: SessionContext): Promise<UserInfo> {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new ApiError(GatewayCode.FORCE_LOGOUT, ACCOUNT_MESSAGES.accountClosed);
  const [company, companyCount] = await Promise.all([
    session.companyId === null ? undefined : findUserCompany(ctx.db, user.id, session.companyId),
    countUserCompanies(ctx.db, user.id),
  ]);
  return toUserInfo({ user, company, companyCount });
}
