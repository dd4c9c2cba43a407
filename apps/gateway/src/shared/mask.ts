/** Spec §2: first 3 digits, four asterisks, the rest (138****0001). */
export function maskMobile(mobile: string): string {
  return mobile.length === 11 ? `${mobile.slice(0, 3)}****${mobile.slice(7)}` : mobile;
}
