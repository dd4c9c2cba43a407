import { GatewayCode } from '../../../contract/gateway-codes.ts';
import { ApiError } from '../../../http/api-error.ts';
import type { AccountContext } from '../context.ts';
import { FACE_CHECKED } from '../domain/user-info.ts';
import { findActiveAuthorisations, revokeAuthorisations } from '../stores/authorisation-store.ts';
import { findUserCompany } from '../stores/company-store.ts';
import type { SessionContext } from './session-guard.ts';

/**
 * `/user/user/v1/auth/cancel` (spec §1, /cancelAuthorization): the legal representative revokes the enterprise's data
 * authorisation online. Only an account certified for the company with a passed face check (the legal
 * representative, see the certification calls) may do it, and only while an authorisation is in force.
 */
export async function cancelDataAuthorisation(
  ctx: AccountContext,
  session: SessionContext,
  request: { reason: string },
): Promise<{ revoked: number }> {
  if (session.companyId === null) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '请先添加企业');
  const company = await findUserCompany(ctx.db, session.userId, session.companyId);
  if (!company) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '未找到该企业，或您不是该企业的用户');
  if (!company.ifCertification || company.identifyStatus !== FACE_CHECKED) {
    throw new ApiError(GatewayCode.FACE_CHECK_REQUIRED, '撤销数据授权须由完成实名认证和人脸识别的法定代表人办理');
  }
  const now = ctx.clock.now();
  return ctx.db.transaction().execute(async (trx) => {
    const active = await findActiveAuthorisations(trx, company.id, now);
    if (active.length === 0) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, '当前企业没有生效中的数据授权');
    await revokeAuthorisations(
      trx,
      active.map((row) => row.id),
      { userId: session.userId, reason: request.reason },
      now,
    );
    return { revoked: active.length };
  });
}
