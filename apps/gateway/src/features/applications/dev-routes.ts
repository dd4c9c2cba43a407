import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { SmsSender } from '#outside/sms/sms-sender.ts';
import type { Clock } from '#shared/clock.ts';
import { actorOf } from './domain/loan-status.ts';
import { devTransitionParams } from './params/application-params.ts';
import { logInstitutionAccess } from './services/institution-access.ts';
import { transitionApplication } from './services/transition-service.ts';

/**
 * Development helper until the institution workbench exists: moves any application through the same status machine,
 * acting as whoever the transition table names for that move. app.ts mounts it outside production only.
 */
export function applicationDevRoutes(db: Kysely<DB>, clock: Clock, sms: SmsSender): RouteDef[] {
  return [
    {
      method: 'POST',
      path: '/__dev/loan/transition',
      handler: async (req) => {
        const params = parseInput(devTransitionParams, req.body);
        return transitionApplication(db, {
          applicationId: params.id,
          to: params.toStatus,
          actor: 'institution',
          actorFromTable: actorOf,
          actorId: null,
          companyId: null,
          remark: params.remark,
          creditAmount: params.creditAmount,
          loanAmount: params.loanAmount,
          failureType: params.failureType,
          failureReason: params.failureReason,
          orgId: params.orgId,
          managerId: params.managerId,
          now: clock.now(),
          afterMove: logInstitutionAccess,
          sms,
        });
      },
    },
  ];
}
