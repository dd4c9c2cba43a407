import { useApolloClient } from '@apollo/client/react';
import { PuzzleCaptcha, usePuzzleCaptcha } from '@sme/ui/captcha';
import { QUIET_ERRORS } from '#shared/api/apollo-client.ts';
import { failureMessage } from '#shared/api/failure.ts';
import { AdminCaptchaQuery, AdminCheckCaptchaMutation } from './login-operations';

/** After a miss the next puzzle comes 1 s later, after a success the token is handed over at once. */
const RETRY_MS = 1000;

/**
 * The slider captcha of the staff login (the portal's captcha operations and, from @sme/ui, its picture, slider and
 * state): drag the piece into the hole, or move it with the arrow keys and confirm with Enter. Hands the one-time
 * token to `onToken`.
 */
export function SliderCaptcha({ onToken }: { onToken: (token: string) => void }) {
  const client = useApolloClient();
  const captcha = usePuzzleCaptcha({
    fetchPuzzle: async () => {
      const { data } = await client.query({ query: AdminCaptchaQuery, fetchPolicy: 'no-cache', context: QUIET_ERRORS });
      if (!data) throw new Error('no captcha');
      return data.captcha;
    },
    checkPiece: async (puzzle, x) => {
      const { data } = await client.mutate({
        mutation: AdminCheckCaptchaMutation,
        variables: { key: puzzle.key, x, y: puzzle.y },
        context: QUIET_ERRORS,
      });
      if (!data?.checkCaptcha) throw new Error('no token');
      return data.checkCaptcha;
    },
    loadFailureMessage: failureMessage,
    onToken,
    retryMs: RETRY_MS,
  });
  return <PuzzleCaptcha {...captcha.props} testId="slider-captcha" />;
}
