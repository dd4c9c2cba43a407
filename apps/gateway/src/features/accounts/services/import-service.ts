import { GatewayCode } from '@sme/contract/codes';
import { INVITATION_EXPIRED } from '@sme/contract/routes/imports';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { IMPORT_REGISTRY_MESSAGES, type ImportRequest, importRefusal } from '../domain/import-check.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { insertInvitation, markImportAlerted, redeemInvitation } from '../stores/import-store.ts';
import { issueLoginCodes, type LoginEntry } from '../stores/login-code-store.ts';
import { addMembership, ensureCompany } from '../stores/membership-store.ts';
import { findRegistryFacts } from '../stores/registry-facts-store.ts';
import { findUserById, findUserByMobile, insertUser, markUserImported } from '../stores/user-store.ts';
import type { SessionContext } from './session-guard.ts';

/** One account to create: the person's mobile and the company as the registry has it. */
interface ImportedAccount {
  mobile: string;
  companyName: string;
  uniformCode: string;
  legalPerson: string;
}

export interface ImportResult {
  mobile: string;
  /** The registry's name of the company the account now holds. */
  companyName: string;
  /** created: a new account; existing: the mobile already had one, which now also holds the company. */
  status: 'created' | 'existing';
  /** The one-time invitation token (for `/user/user/third/import/shb?token=`); shown once, stored hashed. */
  token: string;
}

/** An import the registry refused: nothing was written. One problem per refused line. */
export class ImportRefusedError extends Error {
  constructor(readonly problems: readonly { line: number; message: string }[]) {
    super(`导入被拒绝：${problems.length} 处与企业登记信息不符`);
    this.name = 'ImportRefusedError';
  }
}

/**
 * Every request checked against the company registry, the source of truth (code registered, that name, live):
 * answers the accounts with the registry's facts (its name and legal representative), or throws ImportRefusedError
 * naming every refused line, before anything is written.
 */
async function accountsFromRegistry(
  ctx: AccountContext,
  requests: readonly ImportRequest[],
): Promise<ImportedAccount[]> {
  const problems: { line: number; message: string }[] = [];
  const accounts: ImportedAccount[] = [];
  for (const request of requests) {
    const registered = await findRegistryFacts(ctx.db, request.uniformCode);
    const refusal = importRefusal(request, registered);
    if (refusal !== null || !registered) {
      problems.push({ line: request.line, message: refusal ?? IMPORT_REGISTRY_MESSAGES.notInRegistry });
      continue;
    }
    accounts.push({
      mobile: request.mobile,
      companyName: registered.companyName,
      uniformCode: registered.uniformCode,
      legalPerson: registered.legalPerson,
    });
  }
  if (problems.length > 0) throw new ImportRefusedError(problems);
  return accounts;
}

/**
 * Imports accounts for the operator command (and the development helper): every request is checked against the
 * registry first and the whole import refused when any line is wrong. Then each mobile gets an account (marked
 * imported, no password: it logs in by SMS or through its invitation) holding its company uncertified — the company
 * row takes the registry's name and legal representative — and a one-time invitation token. One transaction per
 * account, so a failure never leaves half an account behind.
 */
export async function importAccounts(
  ctx: AccountContext,
  requests: readonly ImportRequest[],
  options: { source: string; validMs: number },
): Promise<ImportResult[]> {
  const accounts = await accountsFromRegistry(ctx, requests);
  const results: ImportResult[] = [];
  for (const account of accounts) {
    const now = ctx.clock.now();
    results.push(
      await ctx.db.transaction().execute(async (trx) => {
        const existing = await findUserByMobile(trx, account.mobile);
        const userId = existing?.id ?? (await insertUser(trx, { mobile: account.mobile, passwordHash: null }, now));
        if (!existing) await markUserImported(trx, userId, options.source);
        const companyId = await ensureCompany(trx, account);
        await addMembership(trx, userId, companyId, now);
        const token = await insertInvitation(
          trx,
          { userId, companyId, source: options.source, validMs: options.validMs },
          now,
        );
        const status = existing ? 'existing' : 'created';
        return { mobile: account.mobile, companyName: account.companyName, status, token } as const;
      }),
    );
  }
  return results;
}

/**
 * `/user/user/third/import/shb?token=`: a partner platform hands its user over with a one-time invitation token;
 * answers the account's login company list like a login (then `/auth/login92/code/{code}`).
 */
export async function loginByInvitation(ctx: AccountContext, token: string): Promise<LoginEntry[]> {
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const invitation = await redeemInvitation(trx, token, now);
    if (!invitation) throw new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, INVITATION_EXPIRED);
    const user = await findUserById(trx, invitation.user_id);
    if (!user || user.deleted_at) throw new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, INVITATION_EXPIRED);
    if (user.disabled) throw new ApiError(GatewayCode.ACCOUNT_DISABLED, ACCOUNT_MESSAGES.disabled);
    return issueLoginCodes(trx, user.id, now);
  });
}

/** Spec §3 import detail: whether the imported account has seen its invitation page (ifAlerted). */
export async function importDetail(ctx: AccountContext, session: SessionContext) {
  const user = await findUserById(ctx.db, session.userId);
  if (!user) throw new ApiError(GatewayCode.FORCE_LOGOUT, ACCOUNT_MESSAGES.accountClosed);
  return { ifImport: user.if_import, ifAlerted: user.import_alerted_at !== null, source: user.import_source };
}

/** `/user/user/alertedImportInfo`: the invitation page was shown; the next logins go to /verified. */
export async function markInvitationSeen(ctx: AccountContext, session: SessionContext): Promise<void> {
  await markImportAlerted(ctx.db, session.userId, ctx.clock.now());
}
