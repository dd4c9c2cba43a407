import { isMobile } from '@sme/contract/fields';
import { isUniformCode } from '@sme/contract/uniform-code';
import type { ImportRequest } from '#features/accounts/domain/import-check.ts';

export interface ParsedImportFile {
  rows: ImportRequest[];
  /** One Chinese message per bad line ("第3行：…"); the file is imported only when there are none. */
  errors: string[];
}

const COLUMNS = ['mobile', 'companyName', 'uniformCode'] as const;
/** An older layout's fourth column; accepted and not used: the registry's legal representative is taken. */
const LEGAL_PERSON_COLUMN = 'legalPerson';

/** `第N行：message`, the form every message of an import takes. */
export const lineMessage = (line: number, message: string): string => `第${line}行：${message}`;

/**
 * Reads the operator's import file: UTF-8 CSV with the header `mobile,companyName,uniformCode` (a fourth column
 * `legalPerson` is accepted and ignored), one account a line, no quoting (company names carry no commas). Every line
 * is checked here before the registry is asked, and nothing is written while any line is wrong.
 */
export function parseImportFile(text: string): ParsedImportFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
  const withLegalPerson = header.length === COLUMNS.length + 1 && header[COLUMNS.length] === LEGAL_PERSON_COLUMN;
  if (header.slice(0, COLUMNS.length).join(',') !== COLUMNS.join(',') || !(header.length === 3 || withLegalPerson)) {
    return { rows: [], errors: [lineMessage(1, `表头应为 ${COLUMNS.join(',')}`)] };
  }
  const rows: ImportRequest[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((text, index) => {
    const line = index + 2;
    if (text.trim() === '') return;
    const cells = text.split(',').map((cell) => cell.trim());
    if (cells.length !== header.length || cells.some((cell) => cell.includes('"'))) {
      errors.push(lineMessage(line, `应有 ${header.length} 列，且不含引号`));
      return;
    }
    const [mobile = '', companyName = '', code = ''] = cells;
    const uniformCode = code.toUpperCase();
    const before = errors.length;
    if (!isMobile(mobile)) errors.push(lineMessage(line, '手机号格式不正确'));
    else if (seen.has(`${mobile}/${uniformCode}`)) errors.push(lineMessage(line, '与前面的行重复'));
    if (!isUniformCode(uniformCode)) errors.push(lineMessage(line, '统一社会信用代码不正确'));
    if (companyName.length < 2 || companyName.length > 100) errors.push(lineMessage(line, '企业名称不正确'));
    seen.add(`${mobile}/${uniformCode}`);
    if (errors.length === before) rows.push({ line, mobile, companyName, uniformCode });
  });
  if (rows.length === 0 && errors.length === 0) errors.push('文件中没有要导入的账号');
  return { rows, errors };
}
