import { useApolloClient } from '@apollo/client/react';
import { Box, Button, CloseButton, Dialog, Image, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { GatewayCode } from '@sme/contract/codes';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { CaptchaQuery as CaptchaQueryResult } from '../../../gql/graphql';
import { endedSession, gatewayCodeOf, serverMessageOr } from '../../../shared/api/graphql-failure';
import { QUIET_ERRORS } from '../../../shared/api/request-context';
import { notifyFailure } from '../../../shared/ui/toaster';
import { CaptchaQuery, CheckCaptchaMutation } from './captcha-operations';
import { PuzzleSlider, type SliderStatus } from './PuzzleSlider';
import { CAPTCHA_IMAGE_WIDTH, CAPTCHA_SETTLE_MS, CAPTCHA_TEXTS, pieceLeft, pieceTop } from './slider-scale';

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
  const [shadeHeight, setShadeHeight] = useState(0);
  const [pieceHeight, setPieceHeight] = useState(0);
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
              <Stack gap="3" align="center" ref={boardRef}>
                <Box
                  position="relative"
                  w={`${CAPTCHA_IMAGE_WIDTH}px`}
                  h="155px"
                  bg="gray.100"
                  borderRadius="md"
                  overflow="hidden"
                >
                  {puzzle ? (
                    <>
                      <Image
                        src={puzzle.shadeImage}
                        alt="拼图背景"
                        w={`${CAPTCHA_IMAGE_WIDTH}px`}
                        draggable={false}
                        onLoad={(event) => setShadeHeight(event.currentTarget.naturalHeight)}
                      />
                      <Image
                        src={puzzle.cutoutImage}
                        alt="拼图块"
                        position="absolute"
                        top={`${pieceTop(puzzle.y, pieceHeight, shadeHeight)}px`}
                        onLoad={(event) => setPieceHeight(event.currentTarget.naturalHeight)}
                        left={`${pieceLeft(value)}px`}
                        maxW="none"
                        draggable={false}
                        filter="drop-shadow(0 0 2px rgba(0,0,0,0.45))"
                      />
                    </>
                  ) : loadError ? (
                    <Stack h="full" align="center" justify="center" gap="2" px="4" role="alert">
                      <Text fontSize="sm" color="red.600" textAlign="center">
                        {loadError}
                      </Text>
                      <Button size="xs" variant="outline" onClick={() => void load()}>
                        重新加载
                      </Button>
                    </Stack>
                  ) : (
                    <Stack h="full" align="center" justify="center">
                      <Spinner color="brand.600" />
                    </Stack>
                  )}
                </Box>
                <PuzzleSlider
                  value={value}
                  status={puzzle ? status : 'checking'}
                  onChange={setValue}
                  onCommit={(released) => void check(released)}
                  thumbRef={thumbRef}
                />
                <Text fontSize="xs" color="gray.500">
                  也可用方向键移动滑块，回车确认
                </Text>
              </Stack>
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
