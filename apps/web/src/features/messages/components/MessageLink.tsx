import { Badge, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { badgeText, MESSAGE_TEXTS } from '../message-texts';

/** Where the message centre lives in the personal centre (/account/{type}). */
export const MESSAGE_CENTRE_PATH = '/account/6';

/** The header's 消息 link; `unread` is the unread count, undefined while unknown. */
export function MessageLink({ unread }: { unread: number | undefined }) {
  const count = badgeText(unread);
  return (
    <Link asChild color="inherit" _hover={{ color: 'accent.400' }} data-testid="header-messages">
      <RouterLink
        to={MESSAGE_CENTRE_PATH}
        aria-label={count ? `${MESSAGE_TEXTS.headerLink}，${count}条未读` : undefined}
      >
        {MESSAGE_TEXTS.headerLink}
        {count && (
          <Badge ms="1" colorPalette="red" variant="solid" size="xs" borderRadius="full" data-testid="unread-badge">
            {count}
          </Badge>
        )}
      </RouterLink>
    </Link>
  );
}
