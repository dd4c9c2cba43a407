import type { Route } from '@sme/contract/routes/route';
import type { z } from 'zod';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { AccountContext } from '../context.ts';

/** The certified member of the session's current company that a company's call acts as. */
export interface CertifiedMember {
  userId: number;
  companyId: number;
}

/**
 * A company's call of the contract: the certification guard first (no session, no company or an uncertified
 * membership refuses before the input is read), then `answer` with the member and the input, parsed when it asks;
 * what it returns is the envelope's data.
 */
export function certifiedRoute<Input extends z.ZodType, Output>(
  accounts: AccountContext,
  route: Route<Input, Output>,
  answer: (member: CertifiedMember, input: () => z.output<Input>) => NoInfer<Output> | Promise<NoInfer<Output>>,
): RouteDef {
  return contractRoute(route, async (req, input) => {
    const { userId, companyId } = await accounts.requireCertified(req);
    return answer({ userId, companyId }, input);
  });
}
