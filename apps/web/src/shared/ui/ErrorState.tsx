import { Button, EmptyState, VStack } from '@chakra-ui/react';
import { failureMessage } from '../api/failure';

/** A page's own error state: what went wrong (timeouts included) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <EmptyState.Root role="alert">
      <EmptyState.Content>
        <EmptyState.Indicator color="red.500">
          <WarningIcon />
        </EmptyState.Indicator>
        <VStack textAlign="center">
          <EmptyState.Title>加载失败</EmptyState.Title>
          <EmptyState.Description>{failureMessage(error)}</EmptyState.Description>
        </VStack>
        {onRetry && (
          <Button colorPalette="brand" variant="outline" size="sm" onClick={() => onRetry()}>
            重新加载
          </Button>
        )}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function WarningIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <path d="M12 3 2 21h20L12 3Z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18h.01" strokeLinecap="round" />
    </svg>
  );
}
