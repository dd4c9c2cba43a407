import { z } from 'zod';
import { ApiError } from '../../http/api-error.ts';
import { ErrorCode } from '../../http/error-codes.ts';
import type { RouteDef } from '../../http/routing.ts';
import { idField, optionalText, parseFields } from '../../shared/account-fields.ts';
import type { AccountContext } from '../accounts/context.ts';
import { findUserCompany } from '../companies/company-store.ts';
import type { SessionGuard } from '../sessions/require-session.ts';
import { sanitizeProtocolHtml } from './sanitize.ts';

const detailSchema = z.object({ id: idField('协议编号不正确') });

const PROTOCOL_IDS = /^\d{1,9}(,\d{1,9}){0,19}$/;
const recordSchema = z.object({
  entId: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField('企业编号不正确').optional(),
  ),
  protocolIds: z.preprocess(
    (value) => (Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : value),
    z
      .string({ error: '请选择已阅读的协议' })
      .transform((text) => text.replace(/\s/g, ''))
      .refine((text) => PROTOCOL_IDS.test(text), { error: '协议编号不正确' }),
  ),
  source: optionalText('来源', 20).default('PC'),
});

export function protocolRoutes(ctx: AccountContext, requireSession: SessionGuard): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/zzzttt/protocol/version/getProtocols',
      handler: async () => {
        const rows = await ctx.db
          .selectFrom('protocol')
          .select(['id', 'type', 'version', 'is_pop_up', 'title'])
          .orderBy('id')
          .execute();
        return rows.map((row) => ({
          id: row.id,
          type: row.type,
          version: row.version,
          isPopUp: row.is_pop_up ? 1 : 0,
          title: row.title,
        }));
      },
    },
    {
      method: 'GET',
      path: '/zzzttt/protocol/version/getProtocolDetail/:id',
      handler: async (req) => {
        const { id } = parseFields(detailSchema, req.params);
        const row = await ctx.db
          .selectFrom('protocol')
          .select(['id', 'type', 'version', 'title', 'content'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (!row) throw new ApiError(ErrorCode.NO_SUCH_OBJECT, '协议不存在');
        return { ...row, content: sanitizeProtocolHtml(row.content) };
      },
    },
    {
      method: 'POST',
      path: '/zzzttt/protocol/version/read/saveRecord',
      handler: async (req) => {
        const session = await requireSession(req);
        const input = parseFields(recordSchema, req.body);
        const ids = [...new Set(input.protocolIds.split(',').map(Number))];
        const companyId = input.entId ?? session.companyId;
        if (companyId !== null && !(await findUserCompany(ctx.db, session.userId, companyId))) {
          throw new ApiError(ErrorCode.NO_SUCH_OBJECT, '未找到该企业，或您不是该企业的用户');
        }
        const protocols = await ctx.db
          .selectFrom('protocol')
          .select(['id', 'version'])
          .where('id', 'in', ids)
          .execute();
        if (protocols.length !== ids.length) throw new ApiError(ErrorCode.NO_SUCH_OBJECT, '协议不存在');
        const now = ctx.clock.now();
        await ctx.db
          .insertInto('protocol_read_record')
          .values(
            protocols.map((protocol) => ({
              user_id: session.userId,
              company_id: companyId,
              protocol_id: protocol.id,
              version: protocol.version,
              source: input.source,
              read_at: now,
            })),
          )
          .onConflict((oc) =>
            oc.columns(['user_id', 'protocol_id', 'version']).doUpdateSet((eb) => ({
              read_at: eb.ref('excluded.read_at'),
              company_id: eb.ref('excluded.company_id'),
              source: eb.ref('excluded.source'),
            })),
          )
          .execute();
        return null;
      },
    },
  ];
}
