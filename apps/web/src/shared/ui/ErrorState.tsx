import { Button } from '@chakra-ui/react';
import { LineIcon } from '@sme/ui/line-icon';
import { failureMessage } from '../api/failure';
import { StatusMessage } from './StatusMessage';

/** A page's own error state: what went wrong (timeouts included) and a retry. */
export function ErrorState({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <StatusMessage
      role="alert"
      icon={<WarningIcon />}
      iconColor="red.500"
      title="加载失败"
      description={failureMessage(error)}
    >
      {onRetry && (
        <Button colorPalette="brand" variant="outline" size="sm" onClick={() => onRetry()}>
          重新加载
        </Button>
      )}
    </StatusMessage>
  );
}

function WarningIcon() {
  return (
    <LineIcon strokeWidth="2">
      <path d="M12 3 2 21h20L12 3Z" strokeLinejoin="round" />
      <path d="M12 10v5M12 18h.01" strokeLinecap="round" />
    </LineIcon>
  );
}
