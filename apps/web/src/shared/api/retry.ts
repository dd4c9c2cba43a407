/** Spec §7: the base-URL fetch retries up to 5 times, the first retry after 300 ms (each wait then doubles). */
export const BASE_FETCH_RETRY = { attempts: 5, firstDelayMs: 300 } as const;

export interface RetryPlan {
  attempts: number;
  firstDelayMs: number;
}

/** A failure worth asking again for: the network or the server, never an answer that refused the request. */
export function isTransient(error: unknown): boolean {
  if (error instanceof TypeError) return true;
  const name = error instanceof Error ? error.name : '';
  if (name === 'TimeoutError' || name === 'AbortError' || name === 'ServerParseError') return true;
  return name === 'ServerError' && Number((error as { statusCode?: unknown }).statusCode) >= 500;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it answers, a failure is not transient, or the plan's attempts are spent; `attempt` is told
 * whether it is the last, so only the last failure is shown to the user.
 */
export async function withRetries<T>(
  attempt: (last: boolean) => Promise<T>,
  plan: RetryPlan,
  wait: (ms: number) => Promise<void> = sleep,
): Promise<T> {
  for (let made = 1; ; made += 1) {
    const last = made >= plan.attempts;
    try {
      return await attempt(last);
    } catch (error) {
      if (last || !isTransient(error)) throw error;
      await wait(plan.firstDelayMs * 2 ** (made - 1));
    }
  }
}
