import type { RegistryCompanyRow } from './stores/registry-store.ts';

/**
 * A company as the search answers it (spec §3 company search result, docs/gateway-api.md): the four fields of the
 * spec under their registry names, and five of ours in the same style.
 */
export interface RegistryRecord {
  /** 统一社会信用代码. */
  tyshxydm: string;
  /** 法定代表人名称 (the operator of an individual business). */
  fddbrmc: string;
  /** 机构名称: the company's name. */
  jgmc: string;
  /** 登记注册号码: the 15-digit registration number. */
  djzchm: string;
  /** 企业类型: 有限责任公司, 股份有限公司, 个人独资企业, 合伙企业, 个体工商户, 农民专业合作社. */
  qylx: string;
  /** 登记状态: 存续, 在业, 注销, 吊销. */
  djzt: string;
  /** 成立日期, YYYY-MM-DD. */
  clrq: string;
  /** 所属区县. */
  ssqx: string;
  /** 所属街道 (or town). */
  ssjd: string;
}

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
