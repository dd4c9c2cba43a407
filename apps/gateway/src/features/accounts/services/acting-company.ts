import type { AccountContext } from '../context.ts';
import { findUserCompany } from '../stores/company-store.ts';
import type { SessionContext } from './session-guard.ts';

/**
 * The company the session acts for, only while the account is a certified member of it (null otherwise): what other
 * features (files) may share by company. An uncertified membership shares nothing: anyone can add a company.
 */
export async function actingCompanyId(ctx: AccountContext, session: SessionContext): Promise<number | null> {
  if (session.companyId === null) return null;
  const company = await findUserCompany(ctx.db, session.userId, session.companyId);
  return company?.ifCertification ? company.id : null;
}
