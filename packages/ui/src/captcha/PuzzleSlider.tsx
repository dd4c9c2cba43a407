import { Box, Text } from '@chakra-ui/react';
import { type KeyboardEvent, type PointerEvent, type Ref, useRef } from 'react';
import { LineIcon } from '../icons/LineIcon';
import {
  CAPTCHA_IMAGE_WIDTH,
  clampSliderValue,
  SLIDER_THUMB_WIDTH,
  thumbLeft,
  valueForDrag,
  valueForKey,
} from './slider-scale';

export type SliderStatus = 'idle' | 'checking' | 'success' | 'failure';

interface PuzzleSliderProps {
  value: number;
  status: SliderStatus;
  onChange: (value: number) => void;
  /** Released after a drag, or Enter / Space after moving with the keys. */
  onCommit: (value: number) => void;
  thumbRef?: Ref<HTMLDivElement>;
}

const FILL: Record<SliderStatus, string> = {
  idle: 'brand.100',
  checking: 'brand.100',
  success: 'green.100',
  failure: 'red.100',
};

/** The slider under the puzzle: drag the thumb, or use the arrow keys and confirm with Enter. */
export function PuzzleSlider({ value, status, onChange, onCommit, thumbRef }: PuzzleSliderProps) {
  const drag = useRef<{ startX: number; startValue: number } | null>(null);
  const enabled = status === 'idle';

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!enabled) return;
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { startX: event.clientX, startValue: value };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    onChange(clampSliderValue(drag.current.startValue + valueForDrag(event.clientX - drag.current.startX)));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current) return;
    const { startX, startValue } = drag.current;
    drag.current = null;
    const released = clampSliderValue(startValue + valueForDrag(event.clientX - startX));
    if (released !== startValue) onCommit(released);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!enabled) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      if (value > 0) onCommit(value);
      return;
    }
    const next = valueForKey(event.key, value);
    if (next === null) return;
    event.preventDefault();
    onChange(next);
  };

  const left = thumbLeft(value);
  return (
    <Box
      position="relative"
      w={`${CAPTCHA_IMAGE_WIDTH}px`}
      h={`${SLIDER_THUMB_WIDTH}px`}
      bg="gray.100"
      borderWidth="1px"
      borderColor="gray.200"
      borderRadius="md"
      userSelect="none"
    >
      <Box
        position="absolute"
        insetY="0"
        left="0"
        w={`${left + SLIDER_THUMB_WIDTH / 2}px`}
        bg={FILL[status]}
        borderRadius="md"
      />
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
        {status === 'success' ? '验证通过' : status === 'failure' ? '验证失败，请重试' : '向右拖动滑块完成拼图'}
      </Text>
      <Box
        ref={thumbRef}
        role="slider"
        tabIndex={0}
        aria-label="拼图滑块"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(value)}
        aria-disabled={!enabled}
        position="absolute"
        top="-1px"
        left={`${left}px`}
        w={`${SLIDER_THUMB_WIDTH}px`}
        h={`${SLIDER_THUMB_WIDTH}px`}
        bg={status === 'success' ? 'green.500' : status === 'failure' ? 'red.500' : 'brand.600'}
        color="white"
        borderRadius="md"
        display="flex"
        alignItems="center"
        justifyContent="center"
        cursor={enabled ? 'grab' : 'default'}
        touchAction="none"
        boxShadow="sm"
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.300', outlineOffset: '2px' }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          drag.current = null;
        }}
        onKeyDown={onKeyDown}
      >
        <ArrowIcon />
      </Box>
    </Box>
  );
}

function ArrowIcon() {
  return (
    <LineIcon size="18" strokeWidth="2">
      <path d="M5 12h13M13 6l6 6-6 6" strokeLinecap="round" strokeLinejoin="round" />
    </LineIcon>
  );
}
