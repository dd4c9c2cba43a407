import { GatewayCode } from '@sme/contract/codes';
import { TOKEN_PATTERN } from '@sme/contract/fields';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { DB } from '#db/schema.ts';
import { ApiError } from '#http/api-error.ts';
import type { RouteDef } from '#http/routing.ts';
import { parseInput } from '#http/validate.ts';
import type { Clock } from '#shared/clock.ts';
import { decideSimulation, findSimulationPage } from './simulator-store.ts';

const UNKNOWN = '模拟人脸识别不存在';
const pageParams = z.object({ token: z.string().regex(TOKEN_PATTERN, { error: UNKNOWN }) });
const decisionParams = z.object({
  result: z.enum(['pass', 'fail'], { error: '请选择通过或不通过' }),
});

/**
 * The development routes behind the simulator page (FACE_PROVIDER=simulator, never in production): the graph reads
 * what the page shows and records the tester's choice, then sends the browser to the answered return URL.
 */
export function faceSimulatorRoutes(db: Kysely<DB>, clock: Clock): RouteDef[] {
  return [
    {
      method: 'GET',
      path: '/__dev/face/:token',
      handler: async (req) => {
        const page = await findSimulationPage(db, parseInput(pageParams, req.params).token, clock.now());
        if (!page) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, UNKNOWN);
        return {
          maskedName: page.maskedName,
          maskedIdNumber: page.maskedIdNumber,
          state: page.state,
          expired: page.expired,
        };
      },
    },
    {
      method: 'POST',
      path: '/__dev/face/:token',
      handler: async (req) => {
        const { token } = parseInput(pageParams, req.params);
        const { result } = parseInput(decisionParams, req.body);
        const now = clock.now();
        const returnUrl = await decideSimulation(db, token, result === 'pass', now);
        if (returnUrl) return { returnUrl };
        const page = await findSimulationPage(db, token, now);
        if (!page) throw new ApiError(GatewayCode.NO_SUCH_OBJECT, UNKNOWN);
        throw new ApiError(GatewayCode.ONE_TIME_CODE_INVALID, '该模拟人脸识别已结束或已超时，请返回平台重新认证');
      },
    },
  ];
}
