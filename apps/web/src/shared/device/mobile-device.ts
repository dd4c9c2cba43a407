/** Android and iOS browsers (spec §2, §8 "on mobile"). iPadOS reports itself as a Mac with touch. */
export function isMobileDevice(userAgent: string, maxTouchPoints = 0): boolean {
  if (/Android|iPhone|iPod|iPad/i.test(userAgent)) return true;
  return /Macintosh/.test(userAgent) && maxTouchPoints > 1;
}
