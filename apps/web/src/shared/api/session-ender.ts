import { MESSAGE_DURATION_MS, MESSAGES } from './messages';

export interface SessionEnderDeps {
  notify: (message: string) => void;
  clearToken: () => void;
  goToLogin: () => void;
  delayMs?: number;
}

/**
 * Forced logout of spec §8: show the logged-elsewhere message for 3 s, then clear the token and go to #/login.
 * Several failing requests at once end the session once.
 */
export function createSessionEnder({ notify, clearToken, goToLogin, delayMs = MESSAGE_DURATION_MS }: SessionEnderDeps) {
  let pending = false;
  return function endSession(): void {
    if (pending) return;
    pending = true;
    notify(MESSAGES.sessionEnded);
    setTimeout(() => {
      clearToken();
      goToLogin();
      pending = false;
    }, delayMs);
  };
}
