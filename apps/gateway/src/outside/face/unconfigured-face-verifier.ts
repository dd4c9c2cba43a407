import type { FaceVerifier } from './face-verifier.ts';

/** Production without a face-check provider: nothing can be checked, and callers say so instead of pretending. */
export class UnconfiguredFaceVerifier implements FaceVerifier {
  readonly provider = 'none';
  readonly configured = false;

  async start(): Promise<never> {
    throw new Error('no face-check provider is configured (FACE_PROVIDER)');
  }

  async result(): Promise<never> {
    throw new Error('no face-check provider is configured (FACE_PROVIDER)');
  }
}
