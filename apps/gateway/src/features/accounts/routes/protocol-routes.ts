import { guardedRoute } from '#http/guarded-route.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { AccountContext } from '../context.ts';
import { protocolDetailParams, readRecordParams } from '../params/protocol-params.ts';
import { protocolDetail, protocolEntries, saveReadRecord } from '../services/protocol-service.ts';

/** Agreements (spec §7 protocols): the list, one with its HTML, and the read record. */
export function protocolRoutes(ctx: AccountContext): RouteDef[] {
  return [
    { method: 'GET', path: '/zzzttt/protocol/version/getProtocols', handler: () => protocolEntries(ctx) },
    {
      method: 'GET',
      path: '/zzzttt/protocol/version/getProtocolDetail/:id',
      handler: (req) => protocolDetail(ctx, parseInput(protocolDetailParams, req.params).id),
    },
    guardedRoute('POST', '/zzzttt/protocol/version/read/saveRecord', ctx.requireSession, async (session, req) => {
      await saveReadRecord(ctx, session, parseInput(readRecordParams, req.body));
      return null;
    }),
  ];
}
