/**
 * The resident ID card number rule of spec §5 (请输入正确身份证号), shared by gateway, graph and web as
 * `@sme/contract/id-card`; like the codes table it imports nothing.
 *
 * 18 digits (GB 11643-1999): a 6-digit region, the birth date YYYYMMDD, a 3-digit sequence and a check character
 * (ISO 7064 MOD 11-2, 0-9 or X). 15 digits (the first-generation card): region, birth date YYMMDD of the 1900s, a
 * 3-digit sequence, no check character.
 */

export const ID_CARD_MESSAGE = '请输入正确身份证号';

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2] as const;
const CHECK_CHARACTERS = '10X98765432';

/** Spaces are dropped and a lowercase x becomes X, as people type it. */
export function normalizeIdCardNumber(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase();
}

/** The check character of the first 17 digits, or null when they are not 17 digits. */
export function idCardCheckCharacter(first17: string): string | null {
  if (!/^\d{17}$/.test(first17)) return null;
  let sum = 0;
  for (let i = 0; i < 17; i += 1) sum += Number(first17[i]) * (WEIGHTS[i] ?? 0);
  return CHECK_CHARACTERS[sum % 11] ?? null;
}

/** A real calendar date between 1900-01-01 and `today`. */
function isBirthDate(year: number, month: number, day: number, today: Date): boolean {
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return false;
  return date.getTime() <= today.getTime();
}

/** True for a well-formed 15- or 18-digit number (after normalizeIdCardNumber). */
export function isValidIdCardNumber(input: string, today: Date = new Date()): boolean {
  const value = normalizeIdCardNumber(input);
  // Region codes start with 1-8 (provinces 11-65, 71 and the 81-83 residence permits); never 0 or 9.
  if (/^[1-8]\d{16}[\dX]$/.test(value)) {
    const birth = value.slice(6, 14);
    if (!isBirthDate(Number(birth.slice(0, 4)), Number(birth.slice(4, 6)), Number(birth.slice(6, 8)), today)) {
      return false;
    }
    return idCardCheckCharacter(value.slice(0, 17)) === value[17];
  }
  if (/^[1-8]\d{14}$/.test(value)) {
    const birth = value.slice(6, 12);
    return isBirthDate(1900 + Number(birth.slice(0, 2)), Number(birth.slice(2, 4)), Number(birth.slice(4, 6)), today);
  }
  return false;
}

/** The number with everything but the first 3 and last 4 characters hidden (440***********123X). */
export function maskIdCardNumber(input: string): string {
  const value = normalizeIdCardNumber(input);
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}
