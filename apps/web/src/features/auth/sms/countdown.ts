import { useCallback, useEffect, useState } from 'react';

/** Spec §9: the SMS resend countdown. */
export const RESEND_COUNTDOWN_SECONDS = 60;

/** Whole seconds left until `deadline` (never negative). */
export function secondsLeft(deadline: number, now: number): number {
  return Math.max(0, Math.ceil((deadline - now) / 1000));
}

/**
 * A countdown measured against the clock (a throttled background tab still ends on time). `remaining` is 0 when
 * not counting.
 */
export function useCountdown() {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const current = Date.now();
      setNow(current);
      if (current >= deadline) setDeadline(null);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  const start = useCallback((seconds: number = RESEND_COUNTDOWN_SECONDS) => {
    const current = Date.now();
    setNow(current);
    setDeadline(current + seconds * 1000);
  }, []);

  return { remaining: deadline === null ? 0 : secondsLeft(deadline, now), start };
}
