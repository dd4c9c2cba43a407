import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react';
import type { AdminCaptchaQuery as AdminCaptchaResult } from '../../gql/graphql';
import { QUIET_ERRORS } from '../../shared/api/apollo-client';
import { failureMessage } from '../../shared/api/failure';
import { AdminCaptchaQuery, AdminCheckCaptchaMutation } from './login-operations';
import { clampValue, IMAGE_WIDTH, pieceLeft, THUMB, thumbLeft, valueForDrag, valueForKey } from './slider-scale';

type Puzzle = AdminCaptchaResult['captcha'];
type Status = 'idle' | 'checking' | 'success' | 'failure';

/** After a miss the next puzzle comes 1 s later, after a success the token is handed over at once. */
const RETRY_MS = 1000;

/**
 * The slider captcha of the staff login (the portal's captcha operations, our own small slider): drag the piece into
 * the hole, or move it with the arrow keys and confirm with Enter. Hands the one-time token to `onToken`.
 */
export function SliderCaptcha({ onToken }: { onToken: (token: string) => void }) {
  const client = useApolloClient();
  const [puzzle, setPuzzle] = useState<Puzzle | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [value, setValue] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [pieceHeight, setPieceHeight] = useState(0);
  const [shadeHeight, setShadeHeight] = useState(0);
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
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

  const enabled = puzzle !== null && status === 'idle';
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!enabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startValue: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current) setValue(clampValue(drag.current.startValue + valueForDrag(event.clientX - drag.current.startX)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const released = clampValue(drag.current.startValue + valueForDrag(event.clientX - drag.current.startX));
    drag.current = null;
    if (released > 0) void check(released);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (value > 0) void check(value);
      return;
    }
    const next = valueForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    setValue(next);
  };

  // A piece image as tall as the background is a strip placed at the top; a piece-sized one sits at the puzzle's y.
  const pieceTop = puzzle && !(shadeHeight > 0 && pieceHeight >= shadeHeight) ? puzzle.y : 0;
  const hint = status === 'success' ? '验证通过' : status === 'failure' ? '验证失败，请重试' : '向右拖动滑块完成拼图';

  return (
    <Stack gap="2" align="center" data-testid="slider-captcha">
      <Box position="relative" w={`${IMAGE_WIDTH}px`} h="155px" bg="gray.100" borderRadius="md" overflow="hidden">
        {puzzle ? (
          <>
            <Image
              src={puzzle.shadeImage}
              alt="拼图背景"
              w={`${IMAGE_WIDTH}px`}
              draggable={false}
              onLoad={(event) => setShadeHeight(event.currentTarget.naturalHeight)}
            />
            <Image
              src={puzzle.cutoutImage}
              alt="拼图块"
              position="absolute"
              top={`${pieceTop}px`}
              left={`${pieceLeft(value)}px`}
              maxW="none"
              draggable={false}
              onLoad={(event) => setPieceHeight(event.currentTarget.naturalHeight)}
            />
          </>
        ) : loadError ? (
          <Stack h="full" align="center" justify="center" gap="2" role="alert">
            <Text fontSize="sm" color="red.600">
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
      <Box
        position="relative"
        w={`${IMAGE_WIDTH}px`}
        h={`${THUMB}px`}
        bg={status === 'success' ? 'green.100' : status === 'failure' ? 'red.100' : 'gray.100'}
        borderRadius="md"
        userSelect="none"
      >
        <Text
          position="absolute"
          inset="0"
          display="flex"
          alignItems="center"
          justifyContent="center"
          fontSize="xs"
          color="gray.500"
          pointerEvents="none"
        >
          {hint}
        </Text>
        <Box
          role="slider"
          tabIndex={0}
          aria-label="拼图滑块"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(value)}
          aria-disabled={!enabled}
          position="absolute"
          top="0"
          left={`${thumbLeft(value)}px`}
          w={`${THUMB}px`}
          h={`${THUMB}px`}
          bg={status === 'success' ? 'green.500' : status === 'failure' ? 'red.500' : 'brand.600'}
          color="white"
          borderRadius="md"
          display="flex"
          alignItems="center"
          justifyContent="center"
          cursor={enabled ? 'grab' : 'default'}
          touchAction="none"
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            drag.current = null;
          }}
          onKeyDown={onKeyDown}
        >
          →
        </Box>
      </Box>
      <Text fontSize="xs" color="gray.500">
        也可用方向键移动滑块，回车确认
      </Text>
    </Stack>
  );
}
