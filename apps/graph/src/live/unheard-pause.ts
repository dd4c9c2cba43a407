/**
 * An empty answer sooner than this was not held: the gateway cannot hear new events (its LISTEN connection is down)
 * and answers every poll at once. The poller then asks once per UNHEARD_PAUSE_MS instead of in a tight loop; events
 * are read from the cursor, so they arrive that much later, never lost.
 */
const HELD_AT_LEAST_MS = 1_000;
const UNHEARD_PAUSE_MS = 1_000;

/** Waits a second after an empty answer that came back within a second of `askedAt` (Date.now() when asked). */
export async function pauseIfUnheard(askedAt: number, empty: boolean): Promise<void> {
  if (empty && Date.now() - askedAt < HELD_AT_LEAST_MS) {
    await new Promise((resolve) => setTimeout(resolve, UNHEARD_PAUSE_MS));
  }
}
