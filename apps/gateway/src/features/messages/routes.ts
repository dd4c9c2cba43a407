import { messageList, messageRead, messageUnread } from '@sme/contract/routes/messages';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../accounts/context.ts';
import { certifiedRoute } from '../accounts/routes/certified-route.ts';
import { messagePage, readMessages, unreadCount } from './services/message-service.ts';

/** The portal's message centre: the session's current company's messages, for a certified member only (docs/gateway-api.md, "Messages"). */
export function messageRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  // A certified member only: anyone can add a company uncertified (docs/decisions/0063-company-business-needs-a-certified-member.md, "Company business").
  return [
    certifiedRoute(accounts, messageList, ({ companyId }, input) => messagePage(db, companyId, input())),
    certifiedRoute(accounts, messageUnread, ({ companyId }) => unreadCount(db, companyId)),
    certifiedRoute(accounts, messageRead, ({ companyId }, input) => readMessages(db, companyId, input(), clock.now())),
  ];
}
