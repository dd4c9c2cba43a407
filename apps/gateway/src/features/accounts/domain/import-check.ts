import { type RegistryFacts, sameCompanyName } from './company-add.ts';

/** One account of an import as the operator's file names it (the registry supplies the rest). */
export interface ImportRequest {
  /** Where it came from, for the messages (the file's line number). */
  line: number;
  mobile: string;
  companyName: string;
  uniformCode: string;
}

/** Why the registry refuses a line of an import (the whole file is then refused). */
export const IMPORT_REGISTRY_MESSAGES = {
  notInRegistry: '未在企业登记信息中查询到该统一社会信用代码',
  nameMismatch: (registered: string) => `企业名称与登记信息不一致（登记名称：${registered}）`,
  notOperating: '该企业已注销或吊销，不能导入',
} as const;

/**
 * The registry is the source of truth of an imported company: its credit code must be registered, under that name
 * (compared as company add compares it), and live. Answers the refusal, or null when the line may be imported.
 */
export function importRefusal(
  request: Pick<ImportRequest, 'companyName'>,
  registered: RegistryFacts | undefined,
): string | null {
  if (!registered) return IMPORT_REGISTRY_MESSAGES.notInRegistry;
  if (!sameCompanyName(request.companyName, registered.companyName)) {
    return IMPORT_REGISTRY_MESSAGES.nameMismatch(registered.companyName);
  }
  if (!registered.operating) return IMPORT_REGISTRY_MESSAGES.notOperating;
  return null;
}
