import type { RouteDef } from '../../http/routing.ts';
import { parseInput } from '../../http/validate.ts';
import type { AccountContext } from '../accounts/context.ts';
import { messageListParams, messageReadParams } from './params/message-params.ts';
import { messagePage, readMessages, unreadCount } from './services/message-service.ts';

/** The portal's message centre: the session's current company's messages only (docs/gateway-api.md, "Messages"). */
export function messageRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  const companyOf = async (req: Parameters<AccountContext['requireSession']>[0]) =>
    (await accounts.requireSession(req)).companyId;
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
