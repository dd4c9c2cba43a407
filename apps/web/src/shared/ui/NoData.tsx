import { EmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

/** The empty state of lists: 暂无数据 (spec §2), with an optional hint. */
export function NoData({ hint, children }: { hint?: string; children?: ReactNode }) {
  return (
    <EmptyState.Root>
      <EmptyState.Content>
        <EmptyState.Indicator color="gray.300">
          <EmptyBoxIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title color="gray.600">暂无数据</EmptyState.Title>
          {hint && <EmptyState.Description>{hint}</EmptyState.Description>}
        </VStack>
        {children}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function EmptyBoxIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      aria-hidden="true"
    >
      <path d="M3 8 12 3l9 5v8l-9 5-9-5V8Z" strokeLinejoin="round" />
      <path d="m3 8 9 5 9-5M12 13v8" strokeLinejoin="round" />
    </svg>
  );
}
