import { GatewayCode } from '@sme/contract/codes';
import { COMPANY_MESSAGES } from '@sme/contract/routes/account-companies';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { companyAddLimit, type RegistryFacts, sameCompanyName } from '../domain/company-add.ts';
import { sameLegalName } from '../domain/identity.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import type { UserInfo } from '../domain/user-info.ts';
import { findUserCompany, findUserCompanyByCode, recordRegistryName } from '../stores/company-store.ts';
import { addMembership, ensureCompany } from '../stores/membership-store.ts';
import { findRegistryFacts } from '../stores/registry-facts-store.ts';
import { setSessionCompany } from '../stores/session-store.ts';
import { spendBudget } from './rate-limiter.ts';
import type { SessionContext } from './session-guard.ts';
import { loadUserInfo } from './user-info-service.ts';

export interface CompanyAddInput {
  companyName: string;
  /** Check character already verified (params). */
  uniformCode: string;
  /** Only compared with the registry's. */
  legalPerson?: string | undefined;
}

const notInRegistry = (message: string) => new ApiError(GatewayCode.COMPANY_NOT_IN_REGISTRY, message);

/** The registry's entry for the code, when it names that company, is operating and (if given) has that legal person. */
function checkAgainstRegistry(registered: RegistryFacts | undefined, input: CompanyAddInput): RegistryFacts {
  if (!registered) throw notInRegistry(COMPANY_MESSAGES.notInRegistry);
  if (!sameCompanyName(input.companyName, registered.companyName)) throw notInRegistry(COMPANY_MESSAGES.nameMismatch);
  if (!registered.operating) throw notInRegistry(COMPANY_MESSAGES.notOperating);
  if (input.legalPerson && registered.legalPerson && !sameLegalName(input.legalPerson, registered.legalPerson)) {
    throw notInRegistry(COMPANY_MESSAGES.legalPersonMismatch);
  }
  return registered;
}

/**
 * POST /user/identify/v1/company/add: within the account's budget, the registry must hold the credit code with that
 * name and a live status (-5001) and the account must not hold it yet (-5002). Then, in one transaction, the company
 * row takes the registry's facts (its legal representative included, which certification needs), the account
 * becomes an uncertified member — another account's certification of the same company is never inherited — and the
 * session switches to it. Answers the user info for the new company.
 */
export async function addCompany(
  ctx: AccountContext,
  session: SessionContext,
  input: CompanyAddInput,
): Promise<UserInfo> {
  const now = ctx.clock.now();
  await spendBudget(ctx.db, now, [companyAddLimit(ctx.settings.rateLimitFactor, session.userId)]);
  if (await findUserCompanyByCode(ctx.db, session.userId, input.uniformCode)) {
    throw new ApiError(GatewayCode.COMPANY_ALREADY_ADDED, COMPANY_MESSAGES.alreadyAdded);
  }
  const registered = checkAgainstRegistry(await findRegistryFacts(ctx.db, input.uniformCode), input);
  const companyId = await ctx.db.transaction().execute(async (trx) => {
    const id = await ensureCompany(trx, registered);
    // A second add racing this one (a double click) finds the membership here and changes nothing.
    if (!(await addMembership(trx, session.userId, id, now))) {
      throw new ApiError(GatewayCode.COMPANY_ALREADY_ADDED, COMPANY_MESSAGES.alreadyAdded);
    }
    await setSessionCompany(trx, session.sessionId, id);
    return id;
  });
  return loadUserInfo(ctx, { ...session, companyId });
}

/**
 * POST /user/user/setCompanyName: one of the account's companies (default: the session's) takes the registry's
 * current name after a rename there (and its legal representative where the row has none). `companyName`, when
 * given, must be that name. Another account's company answers -1404 like an unknown one and nothing changes.
 * Answers the user info of the session (its company unchanged).
 */
export async function setCompanyName(
  ctx: AccountContext,
  session: SessionContext,
  input: { companyId?: number | undefined; companyName?: string | undefined },
): Promise<UserInfo> {
  const companyId = input.companyId ?? session.companyId;
  if (companyId === null) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, COMPANY_MESSAGES.noCompany);
  const company = await findUserCompany(ctx.db, session.userId, companyId);
  if (!company) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, ACCOUNT_MESSAGES.notYourCompany);
  const registered = await findRegistryFacts(ctx.db, company.uniformCode);
  if (!registered) throw notInRegistry(COMPANY_MESSAGES.notInRegistry);
  if (input.companyName !== undefined && !sameCompanyName(input.companyName, registered.companyName)) {
    throw notInRegistry(COMPANY_MESSAGES.nameMismatch);
  }
  await recordRegistryName(ctx.db, company.id, registered);
  return loadUserInfo(ctx, session);
}
