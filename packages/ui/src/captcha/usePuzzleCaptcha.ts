import { useCallback, useEffect, useRef, useState } from 'react';
import type { Puzzle } from './PuzzleCaptcha';
import type { SliderStatus } from './PuzzleSlider';
import { pieceLeft } from './slider-scale';

export interface PuzzleCaptchaSource<P extends Puzzle> {
  fetchPuzzle: () => Promise<P>;
  /** Checks the piece placed at `x` (image pixels); answers the one-time token, or throws on a miss. */
  checkPiece: (puzzle: P, x: number) => Promise<string>;
  /** The message to show for a puzzle that failed to load, or null to show none. */
  loadFailureMessage: (error: unknown) => string | null;
  /** A failed check: 'stop' ends here (the caller has closed), 'retry' shows the miss and a new puzzle after `retryMs`. */
  afterMiss?: (error: unknown) => 'stop' | 'retry';
  /** The miss is shown (the portal shakes the board). */
  onMissShown?: () => void;
  onToken: (token: string) => void;
  retryMs: number;
  /** How long a success shows before the token is handed over; at once without it. */
  settleMs?: number;
}

/**
 * The slider captcha's state (spec §9), shared by the portal's dialog and the staff login: loads a puzzle, checks
 * the released slider, hands the token over or retries with a new puzzle. Answers PuzzleCaptcha's props and `cancel`,
 * which stops a pending retry or hand-over. A load overtaken by a newer one is dropped.
 */
export function usePuzzleCaptcha<P extends Puzzle>(source: PuzzleCaptchaSource<P>) {
  const [puzzle, setPuzzle] = useState<P | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [value, setValue] = useState(0);
  const [status, setStatus] = useState<SliderStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latestLoad = useRef(0);
  const latestSource = useRef(source);
  latestSource.current = source;

  const cancel = useCallback(() => clearTimeout(timer.current), []);

  const load = useCallback(async () => {
    const thisLoad = ++latestLoad.current;
    setPuzzle(null);
    setLoadError(null);
    setValue(0);
    setStatus('idle');
    try {
      const next = await latestSource.current.fetchPuzzle();
      if (thisLoad === latestLoad.current) setPuzzle(next);
    } catch (error) {
      if (thisLoad !== latestLoad.current) return;
      const message = latestSource.current.loadFailureMessage(error);
      if (message !== null) setLoadError(message);
    }
  }, []);

  useEffect(() => {
    void load();
    return cancel;
  }, [load, cancel]);

  async function check(released: number) {
    if (!puzzle || status !== 'idle') return;
    const { checkPiece, afterMiss, onMissShown, onToken, retryMs, settleMs } = latestSource.current;
    setValue(released);
    setStatus('checking');
    try {
      const token = await checkPiece(puzzle, pieceLeft(released));
      setStatus('success');
      if (settleMs === undefined) onToken(token);
      else timer.current = setTimeout(() => onToken(token), settleMs);
    } catch (error) {
      if (afterMiss?.(error) === 'stop') return;
      setStatus('failure');
      onMissShown?.();
      timer.current = setTimeout(() => void load(), retryMs);
    }
  }

  const props = {
    puzzle,
    loadError,
    onReload: () => void load(),
    value,
    status,
    onChange: setValue,
    onCommit: (released: number) => void check(released),
  };
  return { props, puzzle, cancel };
}
