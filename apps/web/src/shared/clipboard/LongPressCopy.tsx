import { Box, Button, chakra } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { notifyFailure, notifySuccess } from '../ui/toaster';
import { copyWithMessage } from './copy-text';

/** Spec §9: holding a phone number for 1.2 s shows the copy popover. */
export const LONG_PRESS_MS = 1200;

/**
 * A phone number (or other short text) that offers 复制 after a 1.2 s long press (spec §2, §9); the copy says
 * 复制成功 or 该浏览器不支持自动复制 (spec §8). A press released earlier, or a pointer leaving, does nothing.
 */
export function LongPressCopy({ text, label }: { text: string; label?: string }) {
  const [open, setOpen] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const start = () => {
    stop();
    timer.current = setTimeout(() => setOpen(true), LONG_PRESS_MS);
  };

  return (
    <Box as="span" position="relative" display="inline-block">
      <chakra.span
        data-testid="long-press-copy"
        title="长按复制"
        cursor="pointer"
        userSelect="none"
        onPointerDown={start}
        onPointerUp={stop}
        onPointerLeave={stop}
        onContextMenu={(event) => event.preventDefault()}
      >
        {label ?? text}
      </chakra.span>
      {open && (
        <Box
          role="dialog"
          aria-label="复制"
          position="absolute"
          bottom="calc(100% + 6px)"
          left="0"
          bg="gray.800"
          color="white"
          borderRadius="md"
          px="2"
          py="1"
          zIndex="popover"
          display="flex"
          gap="1"
          whiteSpace="nowrap"
        >
          <Button
            size="2xs"
            variant="ghost"
            color="white"
            _hover={{ bg: 'gray.700' }}
            onClick={async () => {
              setOpen(false);
              await copyWithMessage(text, { success: notifySuccess, failure: notifyFailure });
            }}
          >
            复制
          </Button>
          <Button
            size="2xs"
            variant="ghost"
            color="gray.300"
            _hover={{ bg: 'gray.700' }}
            onClick={() => setOpen(false)}
          >
            取消
          </Button>
        </Box>
      )}
    </Box>
  );
}
