import { MESSAGE_DURATION_MS, MESSAGES } from './messages';

export interface SessionEnderDeps {
  notify: (message: string) => void;
  /** Ends the session on the server and clears the HttpOnly cookie (the `logout` mutation). */
  endServerSession: () => Promise<unknown>;
  /** Forgets every cached answer of the ended session. */
  resetStore: () => Promise<unknown>;
  goToLogin: () => void;
  delayMs?: number;
}

/**
 * Forced logout of spec §8: show the logged-elsewhere message for 3 s, then log out on the server (which clears
 * the cookie even when the session has already ended), forget the cached data and go to #/login. Several failing
 * requests at once end the session once; a failing step does not stop the ones after it.
 */
export function createSessionEnder({
  notify,
  endServerSession,
  resetStore,
  goToLogin,
  delayMs = MESSAGE_DURATION_MS,
}: SessionEnderDeps) {
  let pending = false;
  return function endSession(): void {
    if (pending) return;
    pending = true;
    notify(MESSAGES.sessionEnded);
    setTimeout(async () => {
      await endServerSession().catch(() => undefined);
      goToLogin();
      // Reset once the login page has replaced the old one, so its queries are not fetched again without a session.
      await new Promise((resolve) => setTimeout(resolve, 0));
      await resetStore().catch(() => undefined);
      pending = false;
    }, delayMs);
  };
}
