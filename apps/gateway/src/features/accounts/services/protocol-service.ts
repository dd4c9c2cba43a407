import { GatewayCode } from '@sme/contract/codes';
import { ApiError } from '#http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { ACCOUNT_MESSAGES } from '../domain/messages.ts';
import { sanitizeProtocolHtml } from '../domain/sanitize-protocol.ts';
import { findUserCompany } from '../stores/company-store.ts';
import { findProtocol, findProtocolVersions, listProtocols, upsertReadRecords } from '../stores/protocol-store.ts';
import type { SessionContext } from './session-guard.ts';

/** Spec §3 protocol entries (isPopUp 1 means show the notice). */
export async function protocolEntries(ctx: AccountContext) {
  const rows = await listProtocols(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    version: row.version,
    isPopUp: row.is_pop_up ? 1 : 0,
    title: row.title,
  }));
}

/** One protocol with its HTML, sanitised again on the way out. */
export async function protocolDetail(ctx: AccountContext, id: number) {
  const row = await findProtocol(ctx.db, id);
  if (!row) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '协议不存在');
  return { ...row, content: sanitizeProtocolHtml(row.content) };
}

/** Records that the account read these protocols' current versions, for one of its own companies. */
export async function saveReadRecord(
  ctx: AccountContext,
  session: SessionContext,
  record: { entId?: number | undefined; protocolIds: number[]; source: string },
): Promise<void> {
  const companyId = record.entId ?? session.companyId;
  if (companyId !== null && !(await findUserCompany(ctx.db, session.userId, companyId))) {
    throw new ApiError(GatewayCode.NO_SUCH_OBJECT, ACCOUNT_MESSAGES.notYourCompany);
  }
  const protocols = await findProtocolVersions(ctx.db, record.protocolIds);
  if (protocols.length !== record.protocolIds.length) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '协议不存在');
  await upsertReadRecords(
    ctx.db,
    { userId: session.userId, companyId, protocols, source: record.source },
    ctx.clock.now(),
  );
}
