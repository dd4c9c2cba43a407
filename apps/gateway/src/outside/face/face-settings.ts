/** Which face-check provider the gateway uses (FACE_PROVIDER). */
export interface FaceSettings {
  /**
   * `simulator` (default outside production, refused in production): a development page served by the portal where
   * a tester chooses pass or fail. `none` (default in production): face checks answer that the service is not
   * configured. A real provider adds its name here (outside/face/face-verifier.ts says how).
   */
  provider: 'simulator' | 'none';
}

const PROVIDERS = ['simulator', 'none'] as const;

export function readFaceSettings(env: NodeJS.ProcessEnv, production: boolean): FaceSettings {
  const provider = env.FACE_PROVIDER || (production ? 'none' : 'simulator');
  if (!PROVIDERS.includes(provider as FaceSettings['provider'])) {
    throw new Error(`Unknown FACE_PROVIDER "${provider}" (known: ${PROVIDERS.join(', ')})`);
  }
  if (provider === 'simulator' && production) {
    throw new Error('FACE_PROVIDER=simulator lets anyone pass the face check; it is not allowed in production');
  }
  return { provider: provider as FaceSettings['provider'] };
}
