import type { EntityType, RegistrationStatus } from './name-parts.data.ts';

/** One company of the registry (企业登记信息) as the generator, the fixtures and the loader know it. */
export interface RegistryCompany {
  /** Position in the deterministic sequence, from 1: fixtures first, then generated companies. */
  id: number;
  /** 企业名称 (jgmc). */
  name: string;
  /** 统一社会信用代码 (tyshxydm), GB 32100-2015. */
  uniformCode: string;
  /** 注册号 (djzchm): 15 digits with the ISO 7064 MOD 11,10 check digit. */
  registrationNumber: string;
  /** 法定代表人, or the operator of an individual business (fddbrmc). */
  legalPerson: string;
  entityType: EntityType;
  district: string;
  street: string;
  status: RegistrationStatus;
  /** 成立日期, YYYY-MM-DD. */
  establishedOn: string;
}
