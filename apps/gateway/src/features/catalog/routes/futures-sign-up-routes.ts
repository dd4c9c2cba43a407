import { futuresSignUp } from '@sme/contract/routes/zones';
import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { Clock } from '#shared/clock.ts';
import { saveFuturesSignUp } from '../stores/futures-sign-up-store.ts';

export interface FuturesSignUpDeps {
  db: Kysely<DB>;
  clock: Clock;
  /** Spends the mobile's and the client address's sign-up budget, or throws (the app owns the rate limiter). */
  guard: (req: Request, mobile: string) => Promise<void>;
}

/** The futures zone's sign-up (spec §7 notice/qh/send; docs/gateway-api.md, "Zones"). */
export function futuresSignUpRoutes({ db, clock, guard }: FuturesSignUpDeps): RouteDef[] {
  return [
    contractRoute(futuresSignUp, async (req, input) => {
      const signUp = input();
      await guard(req, signUp.mobile);
      await saveFuturesSignUp(db, signUp, clock.now());
      return null;
    }),
  ];
}
