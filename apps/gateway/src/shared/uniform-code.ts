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
