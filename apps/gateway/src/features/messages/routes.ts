import { messageList, messageRead, messageUnread } from '@sme/contract/routes/messages';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../accounts/context.ts';
import { messagePage, readMessages, unreadCount } from './services/message-service.ts';

/** The portal's message centre: the session's current company's messages, for a certified member only (docs/gateway-api.md, "Messages"). */
export function messageRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  // A certified member only: anyone can add a company uncertified (docs/decisions/0063-company-business-needs-a-certified-member.md, "Company business").
  const companyOf = async (req: Parameters<AccountContext['requireCertified']>[0]) =>
    (await accounts.requireCertified(req)).companyId;
  return [
    contractRoute(messageList, async (req, input) => messagePage(db, await companyOf(req), input())),
    contractRoute(messageUnread, async (req) => unreadCount(db, await companyOf(req))),
    contractRoute(messageRead, async (req, input) => readMessages(db, await companyOf(req), input(), clock.now())),
  ];
}
