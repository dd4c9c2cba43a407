import { useApolloClient } from '@apollo/client/react';
import { PuzzleCaptcha, pieceLeft, type SliderStatus } from '@sme/ui/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { AdminCaptchaQuery as AdminCaptchaResult } from '#gql/graphql.ts';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { AdminCaptchaQuery, AdminCheckCaptchaMutation } from './login-operations';

type Puzzle = AdminCaptchaResult['captcha'];

/** After a miss the next puzzle comes 1 s later, after a success the token is handed over at once. */
const RETRY_MS = 1000;

/**
 * The slider captcha of the staff login (the portal's captcha operations and, from @sme/ui, its picture and slider):
 * drag the piece into the hole, or move it with the arrow keys and confirm with Enter. Hands the one-time token to
 * `onToken`.
 */
export function SliderCaptcha({ onToken }: { onToken: (token: string) => void }) {
  const client = useApolloClient();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [value, setValue] = useState(0);
  const [status, setStatus] = useState<SliderStatus>('idle');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = useCallback(async () => {
    setPuzzle(null);
    setLoadError(null);
    setValue(0);
    setStatus('idle');
    try {
      const { data } = await client.query({ query: AdminCaptchaQuery, fetchPolicy: 'no-cache', context: QUIET_ERRORS });
      if (!data) throw new Error('no captcha');
      setPuzzle(data.captcha);
    } catch (error) {
      setLoadError(failureMessage(error));
    }
  }, [client]);

  useEffect(() => {
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  async function check(released: number) {
    if (!puzzle || status !== 'idle') return;
    setStatus('checking');
    try {
      const { data } = await client.mutate({
        mutation: AdminCheckCaptchaMutation,
        variables: { key: puzzle.key, x: pieceLeft(released), y: puzzle.y },
        context: QUIET_ERRORS,
      });
      if (!data?.checkCaptcha) throw new Error('no token');
      setStatus('success');
      onToken(data.checkCaptcha);
    } catch {
      setStatus('failure');
      timer.current = setTimeout(() => void load(), RETRY_MS);
    }
  }

  return (
    <PuzzleCaptcha
      puzzle={puzzle}
      loadError={loadError}
      onReload={() => void load()}
      value={value}
      status={status}
      onChange={setValue}
      onCommit={(released) => void check(released)}
      testId="slider-captcha"
    />
  );
}
