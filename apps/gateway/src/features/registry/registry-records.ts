import type { RegistryRecord } from '@sme/contract/routes/registry';
import type { RegistryCompanyRow } from './stores/registry-store.ts';

export function toRegistryRecord(row: RegistryCompanyRow): RegistryRecord {
  return {
    tyshxydm: row.uniformCode,
    fddbrmc: row.legalPerson,
    jgmc: row.companyName,
    djzchm: row.registrationNumber,
    qylx: row.entityType,
    djzt: row.status,
    clrq: row.establishedOn,
    ssqx: row.district,
    ssjd: row.street,
  };
}
