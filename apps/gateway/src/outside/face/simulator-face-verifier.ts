import { maskIdCardNumber } from '@sme/contract/id-card';
import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import { maskPersonName } from '#shared/mask.ts';
import { randomToken } from '#shared/secrets.ts';
import type { FaceResult, FaceStartAnswer, FaceStartRequest, FaceVerifier } from './face-verifier.ts';
import { findSimulationByProviderToken, insertSimulation } from './simulator-store.ts';

/** The path of the simulator page on the portal (served by the graph outside production). */
export const SIMULATOR_PAGE_PATH = '/face-simulator';

export const SIMULATED_FAILURE = '人脸比对未通过（开发环境模拟）';
export const SIMULATION_EXPIRED = '人脸识别已超时，请重新认证';

/**
 * Development only (refused in production): a face check that a tester decides. `start` records a simulation and
 * answers the portal's simulator page (same origin as the return URL), where the masked name is shown with the
 * buttons 通过 / 不通过; the choice is recorded through the gateway's development route and read back by `result`.
 * Nothing about the person leaves the database unmasked.
 */
export class SimulatorFaceVerifier implements FaceVerifier {
  readonly provider = 'simulator';
  readonly configured = true;

  constructor(private readonly db: Kysely<DB>) {}

  async start(request: FaceStartRequest, now: Date): Promise<FaceStartAnswer> {
    const providerToken = randomToken();
    const pageToken = randomToken();
    await insertSimulation(
      this.db,
      {
        providerToken,
        pageToken,
        maskedName: maskPersonName(request.name),
        maskedIdNumber: maskIdCardNumber(request.idNumber),
        returnUrl: request.returnUrl,
      },
      now,
    );
    return { providerToken, url: `${new URL(request.returnUrl).origin}${SIMULATOR_PAGE_PATH}/${pageToken}` };
  }

  async result(providerToken: string, now: Date): Promise<FaceResult> {
    const row = await findSimulationByProviderToken(this.db, providerToken);
    if (!row) return { status: 'failed', reason: SIMULATION_EXPIRED };
    if (row.state === 'passed') return { status: 'passed' };
    if (row.state === 'failed') return { status: 'failed', reason: SIMULATED_FAILURE };
    if (new Date(row.expires_at).getTime() <= now.getTime()) return { status: 'failed', reason: SIMULATION_EXPIRED };
    return { status: 'pending' };
  }
}
