import { useQuery } from '@apollo/client/react';
import { useLiveRefetch } from '@sme/ui/live';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { NO_LOADING } from '#shared/api/request-context.ts';
import { LIVE_MESSAGES } from '#shared/live/live-subscriptions.ts';
import { UnreadMessageCountQuery } from '../unread-count-operation';
import { MessageLink } from './MessageLink';

/**
 * The 消息 link with the unread count, asked again on every route change (a move by an institution shows on the next
 * navigation). Through Apollo's cache, so the message centre's reads update it.
 */
export function UnreadMessageLink() {
  const location = useLocation();
  const { data, refetch } = useQuery(UnreadMessageCountQuery, {
    context: NO_LOADING,
    fetchPolicy: 'network-only',
    nextFetchPolicy: 'cache-first',
  });
  useLiveRefetch({ subscription: LIVE_MESSAGES, refetch: [UnreadMessageCountQuery] });
  const firstRoute = useRef(location.key);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the route change itself is what asks again.
  useEffect(() => {
    if (location.key === firstRoute.current) return;
    void refetch().catch(() => undefined);
  }, [location.key]);
  return <MessageLink unread={data ? data.unreadMessageCount + data.unreadThreads.count : undefined} />;
}
