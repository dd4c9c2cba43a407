import { lazy, Suspense } from 'react';
import { ApolloBoundary } from '#shared/api/ApolloBoundary.tsx';
import { useCurrentUser } from '#shared/session/current-user.ts';
import { MessageLink } from './MessageLink';

export { MESSAGE_CENTRE_PATH } from './MessageLink';

// The count is asked through Apollo Client, which loads for a logged-in user only (issue 10).
const UnreadMessageLink = lazy(() =>
  import('./UnreadMessageLink').then((module) => ({ default: module.UnreadMessageLink })),
);

/**
 * The header's 消息 link with the unread count, for a logged-in user (the link shows while the count loads). The
 * messages are the company's business: a member whose company is not certified gets the link without a count (the
 * gateway answers it -5004).
 */
export function MessageBadge() {
  const { user } = useCurrentUser();
  if (!user) return null;
  if (!user.ifCertification) return <MessageLink unread={undefined} />;
  return (
    <Suspense fallback={<MessageLink unread={undefined} />}>
      <ApolloBoundary>
        <UnreadMessageLink />
      </ApolloBoundary>
    </Suspense>
  );
}
