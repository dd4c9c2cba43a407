import { Box, Button, Image, Spinner, Stack, Text } from '@chakra-ui/react';
import { type Ref, useState } from 'react';
import { PuzzleSlider, type SliderStatus } from './PuzzleSlider';
import { CAPTCHA_IMAGE_HEIGHT, CAPTCHA_IMAGE_WIDTH, pieceLeft, pieceTop } from './slider-scale';

/** A puzzle as the GraphQL `captcha` query answers it. */
export interface Puzzle {
  shadeImage: string;
  cutoutImage: string;
  y: number;
}

interface PuzzleCaptchaProps {
  /** null while it loads or after it failed to load. */
  puzzle: Puzzle | null;
  loadError: string | null;
  onReload: () => void;
  value: number;
  status: SliderStatus;
  onChange: (value: number) => void;
  onCommit: (value: number) => void;
  /** The whole captcha (the portal shakes it after a miss). */
  boardRef?: Ref<HTMLDivElement>;
  thumbRef?: Ref<HTMLDivElement>;
  testId?: string;
}

/**
 * The slider captcha's picture and slider (spec §9), shared by the portal's dialog and the staff login: the
 * background with its hole, the piece moved by the slider, the load failure with 重新加载, the spinner meanwhile.
 * Loading, checking and what follows a check are the caller's.
 */
export function PuzzleCaptcha({
  puzzle,
  loadError,
  onReload,
  value,
  status,
  onChange,
  onCommit,
  boardRef,
  thumbRef,
  testId,
}: PuzzleCaptchaProps) {
  const [shadeHeight, setShadeHeight] = useState(0);
  const [pieceHeight, setPieceHeight] = useState(0);
  return (
    <Stack gap="3" align="center" ref={boardRef} data-testid={testId}>
      <Box
        position="relative"
        w={`${CAPTCHA_IMAGE_WIDTH}px`}
        h={`${CAPTCHA_IMAGE_HEIGHT}px`}
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
            <Button size="xs" variant="outline" onClick={onReload}>
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
        onChange={onChange}
        onCommit={onCommit}
        thumbRef={thumbRef}
      />
      <Text fontSize="xs" color="gray.500">
        也可用方向键移动滑块，回车确认
      </Text>
    </Stack>
  );
}
