import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { afterSuccess } from '#http/after-success.ts';
import { routeOf } from '#http/request-log.ts';
import type { Clock } from '#shared/clock.ts';
import type { StaffActionHook } from '../../workbench/services/staff-guard.ts';
import { isAudited, targetOf } from '../domain/audited-actions.ts';
import { insertAuditEntry } from '../stores/audit-store.ts';

/**
 * The audit log's ear on the workbench: each allowed action that changes something is written once the call has
 * succeeded, before its answer leaves (a refused or failed call changed nothing and is not kept; if the entry cannot
 * be written the caller is told the call failed, so no acknowledged action goes unrecorded).
 */
export function staffAuditRecorder(db: Kysely<DB>, clock: Clock): StaffActionHook {
  return (req, staff, action) => {
    if (!isAudited(action, req.method, routeOf(req))) return;
    afterSuccess(req, () =>
      insertAuditEntry(db, {
        at: clock.now(),
        staffId: staff.staffId,
        username: staff.username,
        staffName: staff.name,
        role: staff.role,
        orgId: staff.orgId,
        orgName: staff.orgName,
        action,
        route: routeOf(req),
        target: targetOf(req.query, req.body),
        address: addressOf(req),
        requestId: requestIdOf(req),
      }),
    );
  };
}

/** The caller's address as express resolved it through the trusted proxies (the graph passes the browser's on). */
function addressOf(req: Request): string {
  const address = req.ip ?? req.socket.remoteAddress ?? '';
  return address.replace(/^::ffff:(?=\d)/, '').slice(0, 45) || 'unknown';
}

function requestIdOf(req: Request): string | null {
  const id = (req as { id?: unknown }).id;
  return typeof id === 'string' && id.length <= 64 ? id : null;
}
