import { useApolloClient } from '@apollo/client/react';
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { GatewayCode } from '@sme/contract/codes';
import { PuzzleCaptcha, pieceLeft, type SliderStatus } from '@sme/ui/captcha';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaQuery as CaptchaQueryResult } from '#gql/graphql.ts';
import { endedSession, gatewayCodeOf, serverMessageOr } from '#shared/api/graphql-failure.ts';
import { QUIET_ERRORS } from '#shared/api/request-context.ts';
import { notifyFailure } from '#shared/ui/toaster.tsx';
import { CaptchaQuery, CheckCaptchaMutation } from './captcha-operations';
import { CAPTCHA_SETTLE_MS, CAPTCHA_TEXTS } from './captcha-texts';

type Puzzle = CaptchaQueryResult['captcha'];

const QUIET_BACKGROUND = { ...QUIET_ERRORS, noLoading: true } as const;

const SHAKE: Keyframe[] = [0, -10, 10, -8, 8, -4, 4, 0].map((x) => ({ transform: `translateX(${x}px)` }));

/**
 * Spec §2/§4 image captcha: the background with its hole, the piece at the puzzle's y moved by the slider. Success
 * closes after 2 s with the one-time token; a miss shakes, then after 2 s resets with a new puzzle; GatewayCode.CAPTCHA_TOO_FREQUENT closes
 * with its message.
 */
export function CaptchaDialog({ onDone }: { onDone: (token: string | null) => void }) {
  const client = useApolloClient();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [value, setValue] = useState(0);
  const [status, setStatus] = useState<SliderStatus>('idle');
  const boardRef = useRef<HTMLDivElement>(null);
  const thumbRef = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const done = useRef(false);
  const latestLoad = useRef(0);

  const finish = useCallback(
    (token: string | null) => {
      if (done.current) return;
      done.current = true;
      clearTimeout(timer.current);
      onDone(token);
    },
    [onDone],
  );

  const load = useCallback(async () => {
    const thisLoad = ++latestLoad.current;
    setPuzzle(null);
    setLoadError(null);
    setValue(0);
    setStatus('idle');
    try {
      const { data } = await client.query({ query: CaptchaQuery, fetchPolicy: 'no-cache', context: QUIET_BACKGROUND });
      if (!data) throw new Error('no captcha');
      if (thisLoad === latestLoad.current) setPuzzle(data.captcha);
    } catch (error) {
      if (thisLoad !== latestLoad.current) return;
      if (endedSession(error)) return finish(null);
      const message = serverMessageOr(error, CAPTCHA_TEXTS.loadFailed);
      notifyFailure(message);
      setLoadError(message);
    }
  }, [client, finish]);

  useEffect(() => {
    void load();
    return () => clearTimeout(timer.current);
  }, [load]);

  useEffect(() => {
    if (puzzle) thumbRef.current?.focus();
  }, [puzzle]);

  async function check(released: number) {
    if (!puzzle || status !== 'idle') return;
    setValue(released);
    setStatus('checking');
    try {
      const { data } = await client.mutate({
        mutation: CheckCaptchaMutation,
        variables: { key: puzzle.key, x: pieceLeft(released), y: puzzle.y },
        context: QUIET_BACKGROUND,
      });
      const token = data?.checkCaptcha;
      if (!token) throw new Error('no token');
      setStatus('success');
      timer.current = setTimeout(() => finish(token), CAPTCHA_SETTLE_MS);
    } catch (error) {
      if (endedSession(error)) return finish(null);
      if (gatewayCodeOf(error) === GatewayCode.CAPTCHA_TOO_FREQUENT) {
        notifyFailure(serverMessageOr(error, CAPTCHA_TEXTS.tooFrequent));
        return finish(null);
      }
      setStatus('failure');
      boardRef.current?.animate(SHAKE, { duration: 500, easing: 'ease-in-out' });
      timer.current = setTimeout(() => void load(), CAPTCHA_SETTLE_MS);
    }
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open
      onOpenChange={(details) => {
        if (!details.open) finish(null);
      }}
      closeOnInteractOutside={false}
      placement="center"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content maxW="320px" data-testid="captcha-dialog">
            <Dialog.Header>
              <Dialog.Title fontSize="md">安全验证</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <PuzzleCaptcha
                puzzle={puzzle}
                loadError={loadError}
                onReload={() => void load()}
                value={value}
                status={status}
                onChange={setValue}
                onCommit={(released) => void check(released)}
                boardRef={boardRef}
                thumbRef={thumbRef}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
