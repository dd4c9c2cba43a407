/** What the central directory of a zip declares: how many entries, and their sizes. */
export interface ZipDeclaration {
  entries: number;
  totalUncompressed: number;
  totalCompressed: number;
  /** The largest uncompressed/compressed ratio among entries of more than 1 MB uncompressed. */
  worstEntryRatio: number;
}

/** A zip (or docx, xlsx) is refused when it declares more than this (docs/decisions/0021-files-in-the-gateway-types-by-content-active-content.md: zip bombs by declared size). */
export const ARCHIVE_LIMITS = {
  maxTotalUncompressed: 200 * 1024 * 1024,
  maxEntries: 10_000,
  maxRatio: 200,
} as const;

/** Whether what the central directory declares stays within the limits. */
export function archiveWithinLimits(declared: ZipDeclaration, archiveBytes: number): boolean {
  if (declared.entries > ARCHIVE_LIMITS.maxEntries) return false;
  if (declared.totalUncompressed > ARCHIVE_LIMITS.maxTotalUncompressed) return false;
  if (declared.totalUncompressed / Math.max(archiveBytes, 1) > ARCHIVE_LIMITS.maxRatio) return false;
  return declared.worstEntryRatio <= ARCHIVE_LIMITS.maxRatio;
}
