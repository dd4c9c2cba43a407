/**
 * The development face-check simulator's calls (docs/gateway-api.md, "Development helpers"): the gateway mounts them
 * only where FACE_PROVIDER=simulator and never in production; the graph's simulator page reads and decides with them.
 */
import { z } from 'zod';
import { TOKEN_PATTERN } from '../fields.ts';
import { jsonObject } from './input-fields.ts';
import { route } from './route.ts';

/** Texts of the simulator's calls, which its page shows too. */
export const FACE_SIMULATOR_MESSAGES = {
  unknown: '模拟人脸识别不存在',
  chooseResult: '请选择通过或不通过',
} as const;

/** What the simulator page shows. */
export interface FaceSimulationRecord {
  maskedName: string;
  maskedIdNumber: string;
  state: 'pending' | 'passed' | 'failed';
  expired: boolean;
}

/** The tester's choice. */
export const FACE_SIMULATION_RESULTS = ['pass', 'fail'] as const;

const pageParams = z.object({
  token: z.string().regex(TOKEN_PATTERN, { error: FACE_SIMULATOR_MESSAGES.unknown }),
});

/** What the simulator page of a page token shows; -1404 for an unknown page. */
export const faceSimulation = route<FaceSimulationRecord>()({
  method: 'GET',
  path: '/__dev/face/:token',
  inputIn: 'path',
  input: pageParams,
});

/** Records 通过 / 不通过 and answers where the browser goes next; -4003 once decided or expired. */
export const faceSimulationDecision = route<{ returnUrl: string }>()({
  method: 'POST',
  path: '/__dev/face/:token',
  inputIn: 'pathAndBody',
  input: z.object({
    path: pageParams,
    body: jsonObject({
      result: z.enum(FACE_SIMULATION_RESULTS, { error: FACE_SIMULATOR_MESSAGES.chooseResult }),
    }),
  }),
});
