/** A folding menu closes on a route change: it stays open only for the location it was opened on. */
export function menuStillOpen(openedAt: string | null, location: string): boolean {
  return openedAt !== null && openedAt === location;
}
