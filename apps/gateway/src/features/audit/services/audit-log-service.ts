import { beijingMidnight } from '@sme/contract/beijing-time';
import type { ParsedInput } from '@sme/contract/routes/route';
import type { AuditPage, auditLog } from '@sme/contract/routes/staff-audit';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ROLE_NAMES, type StaffRole } from '../../workbench/domain/staff-roles.ts';
import { actionName } from '../domain/audited-actions.ts';
import { findAuditEntries } from '../stores/audit-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The operator's page of the audit log, newest first; the days are Beijing days, both ends included. */
export async function readAuditLog(db: Kysely<DB>, input: ParsedInput<typeof auditLog>): Promise<AuditPage> {
  const { rows, total } = await findAuditEntries(db, {
    username: input.username,
    action: input.action,
    from: input.startDate === undefined ? undefined : beijingMidnight(input.startDate),
    until: input.endDate === undefined ? undefined : new Date(beijingMidnight(input.endDate).getTime() + DAY_MS),
    pageNum: input.pageNum,
    pageSize: input.pageSize,
  });
  const records = rows.map((row) => ({
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    username: row.username,
    staffName: row.staff_name,
    roleName: ROLE_NAMES[row.role as StaffRole] ?? row.role,
    orgName: row.org_name,
    action: row.action,
    actionName: actionName(row.action),
    route: row.route,
    target: row.target,
    address: row.address,
  }));
  return { records, total, pageNum: input.pageNum, pageSize: input.pageSize };
}
