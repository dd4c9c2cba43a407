/**
 * Check characters of the codes a Chinese company registry carries, as pure functions (no imports, shared by every
 * app as `@sme/contract/uniform-code`):
 * - the unified social credit code (统一社会信用代码, GB 32100-2015), 18 characters;
 * - the organisation code (组织机构代码, GB 11714-1997) that is its 9th-17th characters;
 * - the 15-digit registration number (注册号) of the former business licences, with its ISO 7064 MOD 11,10 digit.
 */

/** Characters of a unified social credit code (GB 32100-2015): digits and capitals without I, O, S, V, Z. */
const ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

/** The check character for the first 17 characters of a code; null when they contain a foreign character. */
export function uniformCodeCheckChar(first17: string): string | null {
  if (first17.length !== 17) return null;
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = ALPHABET.indexOf(first17[i] as string);
    if (value < 0) return null;
    sum += value * (WEIGHTS[i] as number);
  }
  return ALPHABET[(31 - (sum % 31)) % 31] as string;
}

/** Whether `code` is an 18-character unified social credit code with a correct check character. */
export function isUniformCode(code: string): boolean {
  return code.length === 18 && uniformCodeCheckChar(code.slice(0, 17)) === code[17];
}

/** The organisation code inside a unified social credit code (its 9th to 17th characters). */
export function orgCodeOf(uniformCode: string): string {
  return uniformCode.slice(8, 17);
}

const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

/**
 * The GB 11714 check character for the 8-character body of an organisation code (digits and capitals, a letter
 * counting 10 for A to 35 for Z): 11 - (weighted sum mod 11), written X for 10 and 0 for 11; null when the body
 * has another character.
 */
export function orgCodeCheckChar(body: string): string | null {
  if (body.length !== 8) return null;
  let sum = 0;
  for (let i = 0; i < 8; i++) {
    const value = orgCharValue(body.charCodeAt(i));
    if (value < 0) return null;
    sum += value * (ORG_WEIGHTS[i] as number);
  }
  const check = 11 - (sum % 11);
  return check === 10 ? 'X' : check === 11 ? '0' : String(check);
}

function orgCharValue(charCode: number): number {
  if (charCode >= 48 && charCode <= 57) return charCode - 48;
  if (charCode >= 65 && charCode <= 90) return charCode - 55;
  return -1;
}

/** Whether `code` is a 9-character organisation code (body and check character, no hyphen) with a right check. */
export function isOrgCode(code: string): boolean {
  return code.length === 9 && orgCodeCheckChar(code.slice(0, 8)) === code[8];
}

/**
 * The ISO 7064 MOD 11,10 check digit for the first 14 digits of a registration number; null when they are not 14
 * digits. Running the same steps over all 15 digits of a right number ends on 1.
 */
export function registrationNumberCheckDigit(first14: string): string | null {
  if (!/^\d{14}$/.test(first14)) return null;
  const p = mod1110Remainder(first14);
  return String((11 - p) % 10);
}

function mod1110Remainder(digits: string): number {
  let p = 10;
  for (let i = 0; i < digits.length; i++) {
    const s = (p + digits.charCodeAt(i) - 48) % 10 || 10;
    p = (s * 2) % 11;
  }
  return p;
}

/** Whether `number` is a 15-digit registration number with a right check digit. */
export function isRegistrationNumber(number: string): boolean {
  return /^\d{15}$/.test(number) && registrationNumberCheckDigit(number.slice(0, 14)) === number[14];
}
