/** AUDIT_RETENTION_DAYS [1095]: days the audit log keeps an entry (at least 180: logs are kept six months or more). */
export interface AuditSettings {
  retentionDays: number;
}

export const AUDIT_RETENTION_MIN_DAYS = 180;

export function readAuditSettings(env: NodeJS.ProcessEnv): AuditSettings {
  const value = env.AUDIT_RETENTION_DAYS;
  if (!value) return { retentionDays: 1095 };
  const days = Number(value);
  if (!Number.isInteger(days) || days < AUDIT_RETENTION_MIN_DAYS || days > 36_500) {
    throw new Error(`Invalid AUDIT_RETENTION_DAYS: ${value} (a whole number of days from ${AUDIT_RETENTION_MIN_DAYS})`);
  }
  return { retentionDays: days };
}
