import type { Request } from 'express';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { Clock } from '#shared/clock.ts';
import { futuresSignUpParams } from '../params/futures-sign-up-params.ts';
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
    {
      method: 'POST',
      path: '/zzzttt/notice/qh/send',
      handler: async (req) => {
        const signUp = parseInput(futuresSignUpParams, req.query);
        await guard(req, signUp.mobile);
        await saveFuturesSignUp(db, signUp, clock.now());
        return null;
      },
    },
  ];
}
