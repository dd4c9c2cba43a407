/** Spec §2 header: the first 3 digits, four asterisks, the last 4 (138****0001); anything else fully hidden. */
export function maskMobile(mobile: string): string {
  return /^\d{11}$/.test(mobile) ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : '****';
}
