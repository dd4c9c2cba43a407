import { isPreCreditAmountText } from '@sme/contract/fields';
import { isUniformCode } from '@sme/contract/uniform-code';
import { CONTROL_CHARACTERS } from '#http/validate.ts';
import {
  PRE_CREDIT_MESSAGES as M,
  PRE_CREDIT_IMPORT_MAX_CHARS,
  PRE_CREDIT_IMPORT_MAX_ROWS,
  PRE_CREDIT_MAX_DAYS,
  PRE_CREDIT_REMARK_MAX,
} from './org-product-rules.ts';

/** A grant as typed (one form or one CSV row): text or numbers, nothing checked yet. */
export interface GrantFields {
  uniformCode?: unknown;
  amount?: unknown;
  validFrom?: unknown;
  validUntil?: unknown;
  remark?: unknown;
}

/** A grant whose own fields are right (whether the company and the product exist is the service's question). */
export interface CheckedGrant {
  uniformCode: string;
  amount: number;
  validFrom: string;
  validUntil: string;
  remark: string | null;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function asText(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** YYYY-MM-DD or YYYY/MM/DD (what spreadsheets write), normalised to YYYY-MM-DD; null when not a real day. */
export function calendarDay(value: string): string | null {
  const text = value.replace(/\//g, '-');
  const padded = /^\d{4}-\d{1,2}-\d{1,2}$/.test(text) ? text.replace(/-(\d)(?=-|$)/g, '-0$1') : text;
  if (!DAY.test(padded)) return null;
  const parsed = new Date(`${padded}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === padded ? padded : null;
}

function daysBetween(from: string, until: string): number {
  return Math.round((Date.parse(`${until}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/**
 * The rules of one grant, for the form and every CSV row alike: a unified social credit code with a right GB 32100
 * check character (letters folded to capitals), an amount in 万元 (> 0, ≤ the cap, 2 decimals), a validity that
 * starts today or later by default today (Beijing), ends not before it starts nor before today, and lasts at most
 * 3 years; a remark of at most 200 characters. Answers the checked grant or the first problem's message.
 */
export function checkGrant(fields: GrantFields, today: string): CheckedGrant | { refused: string } {
  const code = asText(fields.uniformCode).toUpperCase();
  if (!code) return { refused: M.codeRequired };
  if (!isUniformCode(code)) return { refused: M.codeInvalid };
  const amountText = asText(fields.amount);
  if (!amountText) return { refused: M.amountRequired };
  if (!isPreCreditAmountText(amountText)) return { refused: M.amountInvalid };
  const amount = Number(amountText);
  const fromText = asText(fields.validFrom);
  const validFrom = fromText ? calendarDay(fromText) : today;
  if (!validFrom) return { refused: M.dateInvalid('生效日期') };
  const untilText = asText(fields.validUntil);
  if (!untilText) return { refused: M.untilRequired };
  const validUntil = calendarDay(untilText);
  if (!validUntil) return { refused: M.dateInvalid('到期日期') };
  if (validUntil < validFrom) return { refused: M.untilBeforeFrom };
  if (validUntil < today) return { refused: M.untilPast };
  if (daysBetween(validFrom, validUntil) > PRE_CREDIT_MAX_DAYS) return { refused: M.tooLong };
  const remark = asText(fields.remark);
  if ([...remark].length > PRE_CREDIT_REMARK_MAX) return { refused: M.remarkTooLong };
  if (CONTROL_CHARACTERS.test(remark)) return { refused: '备注含有不允许的字符' };
  return { uniformCode: code, amount, validFrom, validUntil, remark: remark || null };
}

/** One line of an import: its line number in the text (1-based), its cells, or why it cannot be read. */
export interface CsvLine {
  line: number;
  cells: string[];
  error?: string;
}

/** Splits one CSV line (RFC 4180 quotes: "a,b" and "" inside quotes); null when a quote is left open. */
function splitCsvLine(text: string): string[] | null {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i] as string;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell.trim() === '') {
      quoted = true;
      cell = '';
    } else if (char === ',' || char === '，' || char === '\t') {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  if (quoted) return null;
  cells.push(cell.trim());
  return cells;
}

/**
 * The lines of an import text: a byte order mark and blank lines are skipped, a first line whose first cell has no
 * digit is the header (统一社会信用代码,…) and skipped too. Columns: code, amount (万元),
 * valid from (may be empty: today), valid until, remark (optional). Commas, Chinese commas or tabs separate.
 */
export function parseImport(text: string): { lines: CsvLine[] } | { refused: string } {
  if (text.length > PRE_CREDIT_IMPORT_MAX_CHARS) return { refused: M.csvTooLong };
  const raw = text.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const lines: CsvLine[] = [];
  raw.forEach((content, index) => {
    if (content.trim() === '') return;
    const cells = splitCsvLine(content);
    // The header: a first line whose first cell has no digit (every credit code has some).
    if (lines.length === 0 && cells && !/\d/.test(cells[0] ?? '')) return;
    const line = index + 1;
    if (!cells) lines.push({ line, cells: [], error: M.csvQuote });
    else if (cells.length < 4 || cells.length > 5) lines.push({ line, cells, error: M.csvColumns });
    else lines.push({ line, cells });
  });
  if (lines.length === 0) return { refused: M.csvEmpty };
  if (lines.length > PRE_CREDIT_IMPORT_MAX_ROWS) return { refused: M.csvTooManyRows };
  return { lines };
}
