import type { AuthorisationStateCode, DeskAuthorisationRecord } from '@sme/contract/routes/desk-deskview';

interface AuthorisationRow {
  endDate: Date;
  revokedAt: Date | null;
}

const iso = (value: Date) => new Date(value).toISOString();

/**
 * The state of a company's data authorisation at `now` from its authorisations (any order): in force until the
 * latest end of those in force; otherwise the latest grant's fate (revoked on …, or expired on …); none without one.
 */
export function authorisationState(rows: readonly AuthorisationRow[], now: Date): DeskAuthorisationRecord {
  const inForce = rows.filter((row) => row.revokedAt === null && new Date(row.endDate) > now);
  if (inForce.length > 0) {
    const until = Math.max(...inForce.map((row) => new Date(row.endDate).getTime()));
    return { state: 'in_force', until: new Date(until).toISOString(), revokedAt: null };
  }
  const latest = rows[0];
  if (!latest) return { state: 'none', until: null, revokedAt: null };
  const state: AuthorisationStateCode = latest.revokedAt ? 'revoked' : 'expired';
  return { state, until: iso(latest.endDate), revokedAt: latest.revokedAt ? iso(latest.revokedAt) : null };
}

/** The ledger's words for a staff member's look at a material (the enterprise reads them in 数据授权记录). */
export function materialAccessPurpose(file: { name: string; kind: string }, staffName: string, download: boolean) {
  const name = file.name || `未命名.${file.kind}`;
  return `${download ? '机构下载材料' : '机构查阅材料'}：${name}（经办人：${staffName}）`;
}
