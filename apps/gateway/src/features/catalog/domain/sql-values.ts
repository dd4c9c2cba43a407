/** Conversions between database values and the wire. */

/** numeric columns arrive as exact text; the wire carries JSON numbers (万元 and rates have few decimals). */
export function toNumberOrNull(value: string | number | null): number | null {
  return value === null ? null : Number(value);
}

/** count(*) is a bigint: text or bigint depending on the driver. */
export function toCount(value: string | number | bigint): number {
  return Number(value);
}

/** Codes as the wire carries them: comma-separated, in stored order. */
export function joinCodes(codes: readonly number[]): string {
  return codes.join(',');
}
