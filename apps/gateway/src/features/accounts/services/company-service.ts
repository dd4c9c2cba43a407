import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import type { UserInfo } from '../domain/user-info.ts';
import { findUserCompany, listUserCompanies } from '../stores/company-store.ts';
import { setSessionCompany } from '../stores/session-store.ts';
import type { SessionContext } from './session-guard.ts';
import { loadUserInfo } from './user-info-service.ts';

/** The account's companies, the session's current one marked. */
export async function listMyCompanies(ctx: AccountContext, session: SessionContext) {
  const companies = await listUserCompanies(ctx.db, session.userId);
  return companies.map((company) => ({ ...company, current: company.id === session.companyId }));
}

/** Makes another of the account's own companies the session's current one. */
export async function switchCompany(
  ctx: AccountContext,
  session: SessionContext,
  companyId: number,
): Promise<UserInfo> {
  // Another account's company and an unknown id answer alike, so ids cannot be probed.
  const company = await findUserCompany(ctx.db, session.userId, companyId);
  if (!company) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, ACCOUNT_MESSAGES.notYourCompany);
  await setSessionCompany(ctx.db, session.sessionId, company.id);
  return loadUserInfo(ctx, { ...session, companyId: company.id });
}
