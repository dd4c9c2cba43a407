import { useQuery } from '@apollo/client/react';
import { Badge, Link } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NO_LOADING } from '../../../shared/api/request-context';
import { useCurrentUser } from '../../../shared/session/current-user';
import { badgeText, MESSAGE_TEXTS } from '../message-texts';
import { UnreadMessageCountQuery } from '../unread-count-operation';

/** Where the message centre lives in the personal centre (/account/{type}). */
export const MESSAGE_CENTRE_PATH = '/account/6';

/**
 * The header's 消息 link with the unread count, for a logged-in user; asked again on every route change (a move by an
 * institution shows on the next navigation).
 */
export function MessageBadge() {
  const { user } = useCurrentUser();
  const location = useLocation();
  const { data, refetch } = useQuery(UnreadMessageCountQuery, {
    skip: !user,
    context: NO_LOADING,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  const firstRoute = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change itself is what asks again.
  useEffect(() => {
    if (location.key === firstRoute.current || !user) return;
    void refetch().catch(() => undefined);
  }, [location.key]);
  if (!user) return null;
  const count = badgeText(data?.unreadMessageCount);
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
