/**
 * Tags requests so that only the newest one's answer is used: a slow answer for "示例" must not replace the list
 * of "示例科技" typed after it.
 */
export function createLatestOnly() {
  let latest = 0;
  return {
    /** Starts a request; answers the check to run when its answer arrives. */
    begin(): () => boolean {
      latest += 1;
      const mine = latest;
      return () => mine === latest;
    },
    /** Makes every request in flight stale (the field was cleared or a result chosen). */
    invalidate(): void {
      latest += 1;
    },
  };
}
