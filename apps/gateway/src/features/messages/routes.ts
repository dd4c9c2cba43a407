import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import type { AccountContext } from '../accounts/context.ts';
import { messageListParams, messageReadParams } from './params/message-params.ts';
import { messagePage, readMessages, unreadCount } from './services/message-service.ts';

/** The portal's message centre: the session's current company's messages, for a certified member only (docs/gateway-api.md, "Messages"). */
export function messageRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  // A certified member only: anyone can add a company uncertified (docs/decisions/0063-company-business-needs-a-certified-member.md, "Company business").
  const companyOf = async (req: Parameters<AccountContext['requireCertified']>[0]) =>
    (await accounts.requireCertified(req)).companyId;
  return [
    {
      method: 'POST',
      path: '/user/message/list',
      handler: async (req) => {
        const companyId = await companyOf(req);
        return messagePage(db, companyId, parseInput(messageListParams, req.body));
      },
    },
    {
      method: 'GET',
      path: '/user/message/unread',
      handler: async (req) => unreadCount(db, await companyOf(req)),
    },
    {
      method: 'POST',
      path: '/user/message/read',
      handler: async (req) => {
        const companyId = await companyOf(req);
        return readMessages(db, companyId, parseInput(messageReadParams, req.body), clock.now());
      },
    },
  ];
}
