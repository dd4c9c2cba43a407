import type { Kysely } from 'kysely';
import type { DB } from '#db/schema.ts';
import type { FaceSettings } from './face-settings.ts';
import type { FaceVerifier } from './face-verifier.ts';
import { SimulatorFaceVerifier } from './simulator-face-verifier.ts';
import { UnconfiguredFaceVerifier } from './unconfigured-face-verifier.ts';

/**
 * The verifier that FACE_PROVIDER names (outside/face/face-settings.ts). Tencent Cloud's SDK is loaded here, at
 * start, and only when Tencent is named.
 */
export async function createFaceVerifier(settings: FaceSettings, db: Kysely<DB>): Promise<FaceVerifier> {
  switch (settings.provider) {
    case 'simulator':
      return new SimulatorFaceVerifier(db);
    case 'tencent': {
      if (!settings.tencent) throw new Error('FACE_PROVIDER=tencent has no settings');
      const { TencentFaceVerifier } = await import('./tencent-face-verifier.ts');
      return new TencentFaceVerifier(settings.tencent);
    }
    case 'none':
      return new UnconfiguredFaceVerifier();
  }
}
