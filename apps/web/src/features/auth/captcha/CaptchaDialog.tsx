import { useApolloClient } from '@apollo/client/react';
import { GatewayCode } from '@sme/contract/codes';
import { PuzzleCaptcha, usePuzzleCaptcha } from '@sme/ui/captcha';
import { DialogFrame } from '@sme/ui/dialog';
import { useEffect, useRef } from 'react';
import { endedSession, gatewayCodeOf, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { CaptchaQuery, CheckCaptchaMutation } from './captcha-operations';
import { CAPTCHA_SETTLE_MS, CAPTCHA_TEXTS } from './captcha-texts';

const QUIET_BACKGROUND = { ...QUIET_ERRORS, noLoading: true } as const;

const SHAKE: Keyframe[] = [0, -10, 10, -8, 8, -4, 4, 0].map((x) => ({ transform: `translateX(${x}px)` }));

/**
 * Spec §2/§4 image captcha: the background with its hole, the piece at the puzzle's y moved by the slider. Success
 * closes after 2 s with the one-time token; a miss shakes, then after 2 s resets with a new puzzle; GatewayCode.CAPTCHA_TOO_FREQUENT closes
 * with its message.
 */
export function CaptchaDialog({ onDone }: { onDone: (token: string | null) => void }) {
  const client = useApolloClient();
  const boardRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const done = useRef(false);

  const captcha = usePuzzleCaptcha({
    fetchPuzzle: async () => {
      const { data } = await client.query({ query: CaptchaQuery, fetchPolicy: 'no-cache', context: QUIET_BACKGROUND });
      if (!data) throw new Error('no captcha');
      return data.captcha;
    },
    checkPiece: async (puzzle, x) => {
      const { data } = await client.mutate({
        mutation: CheckCaptchaMutation,
        variables: { key: puzzle.key, x, y: puzzle.y },
        context: QUIET_BACKGROUND,
      });
      const token = data?.checkCaptcha;
      if (!token) throw new Error('no token');
      return token;
    },
    loadFailureMessage: (error) => {
      if (endedSession(error)) {
        finish(null);
        return null;
      }
      const message = serverMessageOr(error, CAPTCHA_TEXTS.loadFailed);
      notifyFailure(message);
      return message;
    },
    afterMiss: (error) => {
      if (endedSession(error)) return stop();
      if (gatewayCodeOf(error) === GatewayCode.CAPTCHA_TOO_FREQUENT) {
        notifyFailure(serverMessageOr(error, CAPTCHA_TEXTS.tooFrequent));
        return stop();
      }
      return 'retry';
    },
    onMissShown: () => boardRef.current?.animate(SHAKE, { duration: 500, easing: 'ease-in-out' }),
    onToken: (token) => finish(token),
    retryMs: CAPTCHA_SETTLE_MS,
    settleMs: CAPTCHA_SETTLE_MS,
  });

  function finish(token: string | null) {
    if (done.current) return;
    done.current = true;
    captcha.cancel();
    onDone(token);
  }

  function stop() {
    finish(null);
    return 'stop' as const;
  }

  useEffect(() => {
    if (captcha.puzzle) thumbRef.current?.focus();
  }, [captcha.puzzle]);

  return (
    <DialogFrame
      onClose={() => finish(null)}
      closeOnInteractOutside={false}
      placement="center"
      title="安全验证"
      titleProps={{ fontSize: 'md' }}
      contentProps={{ maxW: '320px' }}
      testId="captcha-dialog"
      closeButton
    >
      <PuzzleCaptcha {...captcha.props} boardRef={boardRef} thumbRef={thumbRef} />
    </DialogFrame>
  );
}
