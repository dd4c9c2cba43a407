import { GatewayCode } from '@sme/contract/codes';
import * as simulator from '@sme/contract/routes/face-simulator';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import { contractRoute } from '#http/contract-route.ts';
import type { RouteDef } from '#http/routing.ts';
import type { Clock } from '#shared/clock.ts';
import { decideSimulation, findSimulationPage } from './simulator-store.ts';

const UNKNOWN = simulator.FACE_SIMULATOR_MESSAGES.unknown;

/**
 * The development routes behind the simulator page (FACE_PROVIDER=simulator, never in production): the graph reads
 * what the page shows and records the tester's choice, then sends the browser to the answered return URL.
 */
export function faceSimulatorRoutes(db: Kysely<DB>, clock: Clock): RouteDef[] {
  return [
    contractRoute(simulator.faceSimulation, async (_req, input) => {
      const page = await findSimulationPage(db, input().token, clock.now());
      if (!page) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, UNKNOWN);
      return {
        maskedName: page.maskedName,
        maskedIdNumber: page.maskedIdNumber,
        state: page.state,
        expired: page.expired,
      };
    }),
    contractRoute(simulator.faceSimulationDecision, async (_req, input) => {
      const { path, body } = input();
      const now = clock.now();
      const returnUrl = await decideSimulation(db, path.token, body.result === 'pass', now);
      if (returnUrl) return { returnUrl };
      const page = await findSimulationPage(db, path.token, now);
      if (!page) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, UNKNOWN);
      throw new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, '该模拟人脸识别已结束或已超时，请返回平台重新认证');
    }),
  ];
}
