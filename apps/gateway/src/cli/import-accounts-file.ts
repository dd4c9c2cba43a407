import { isUniformCode } from '../shared/uniform-code.ts';

export interface ImportRow {
  mobile: string;
  companyName: string;
  uniformCode: string;
  legalPerson: string;
}

export interface ParsedImportFile {
  rows: ImportRow[];
  /** One Chinese message per bad line ("第3行：…"); the file is imported only when there are none. */
  errors: string[];
}

const HEADER = ['mobile', 'companyName', 'uniformCode', 'legalPerson'] as const;
const MOBILE = /^1[3-9]\d{9}$/;

/**
 * Reads the operator's import file: UTF-8 CSV with the header `mobile,companyName,uniformCode,legalPerson`, one
 * account a line, no quoting (company names carry no commas). Every line is checked before anything is written.
 */
export function parseImportFile(text: string): ParsedImportFile {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const header = (lines[0] ?? '').split(',').map((cell) => cell.trim());
  if (header.join(',') !== HEADER.join(',')) {
    return { rows: [], errors: [`第1行：表头应为 ${HEADER.join(',')}`] };
  }
  const rows: ImportRow[] = [];
  const errors: string[] = [];
  const seen = new Set<string>();
  lines.slice(1).forEach((line, index) => {
    const at = `第${index + 2}行`;
    if (line.trim() === '') return;
    const cells = line.split(',').map((cell) => cell.trim());
    if (cells.length !== HEADER.length || cells.some((cell) => cell.includes('"'))) {
      errors.push(`${at}：应有 ${HEADER.length} 列，且不含引号`);
      return;
    }
    const [mobile = '', companyName = '', uniformCode = '', legalPerson = ''] = cells;
    if (!MOBILE.test(mobile)) errors.push(`${at}：手机号格式不正确`);
    else if (seen.has(`${mobile}/${uniformCode}`)) errors.push(`${at}：与前面的行重复`);
    if (!isUniformCode(uniformCode)) errors.push(`${at}：统一社会信用代码不正确`);
    if (companyName.length < 2 || companyName.length > 100) errors.push(`${at}：企业名称不正确`);
    if (legalPerson.length < 2 || legalPerson.length > 30) errors.push(`${at}：法定代表人姓名不正确`);
    seen.add(`${mobile}/${uniformCode}`);
    rows.push({ mobile, companyName, uniformCode, legalPerson });
  });
  if (rows.length === 0 && errors.length === 0) errors.push('文件中没有要导入的账号');
  return { rows, errors };
}
