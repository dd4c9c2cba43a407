import { beijingDay } from '@sme/contract/beijing-time';
import { policyMatchDetail, policyMatchList } from '@sme/contract/routes/policy-match';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../accounts/context.ts';
import { certifiedRoute } from '../accounts/routes/certified-route.ts';
import { listPolicyMatches, policyMatchOf } from './services/policy-match-service.ts';

/**
 * Issue 22, slice policies (docs/gateway-api.md, "Policy matching"): the session company's 可申报政策 and its match
 * against one policy. A certified member of the company only (-5004 otherwise): the match reads its registry facts
 * and questionnaire, which are the company's business.
 */
export function policyMatchRoutes(accounts: AccountContext): RouteDef[] {
  const { db, clock } = accounts;
  return [
    certifiedRoute(accounts, policyMatchList, ({ companyId }) =>
      listPolicyMatches(db, companyId, beijingDay(clock.now())),
    ),
    certifiedRoute(accounts, policyMatchDetail, ({ companyId }, input) =>
      policyMatchOf(db, companyId, input().policyId, beijingDay(clock.now())),
    ),
  ];
}
