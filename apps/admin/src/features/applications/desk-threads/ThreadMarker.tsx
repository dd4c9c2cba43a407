import { Badge } from '@chakra-ui/react';
import { THREAD_TEXTS } from './thread-rules';

/** The queue row's marker: the enterprise wrote on the thread since the institution last read it. */
export function ThreadMarker({ unread }: { unread: number }) {
  if (unread <= 0) return null;
  return (
    <Badge colorPalette="purple" data-testid="thread-marker">
      {THREAD_TEXTS.marker} {unread}
    </Badge>
  );
}
