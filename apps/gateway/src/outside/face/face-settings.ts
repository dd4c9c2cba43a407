import { readProvider } from '../provider-setting.ts';

/** Which face-check provider the gateway uses (FACE_PROVIDER), and Tencent Cloud FaceID's settings. */
export interface FaceSettings {
  /**
   * `simulator` (default outside production, refused in production): a development page served by the portal where
   * a tester chooses pass or fail. `tencent`: Tencent Cloud FaceID's H5 check (`tencent` below). `none` (default in
   * production): face checks answer that the service is not configured.
   */
  provider: 'simulator' | 'tencent' | 'none';
  /** Only for `tencent`. */
  tencent?: TencentFaceSettings;
}

/** Tencent Cloud FaceID (README "Face providers"). */
export interface TencentFaceSettings {
  /** FACE_SECRET_ID / FACE_SECRET_KEY: the API key of a sub-user that may use FaceID. */
  secretId: string;
  secretKey: string;
  /** FACE_RULE_ID: the business flow (RuleId) set up in the FaceID console. */
  ruleId: string;
  /** FACE_REGION [ap-guangzhou]. */
  region: string;
  /** FACE_ENDPOINT [https://faceid.tencentcloudapi.com]; a local stand-in in development and tests. */
  endpoint: URL;
}

const PROVIDERS = ['simulator', 'tencent', 'none'] as const;
const REQUIRED = ['FACE_SECRET_ID', 'FACE_SECRET_KEY', 'FACE_RULE_ID'];

export function readFaceSettings(env: NodeJS.ProcessEnv, production: boolean): FaceSettings {
  const provider = readProvider(env, production, {
    name: 'FACE_PROVIDER',
    providers: PROVIDERS,
    standIn: 'simulator',
    standInRisk: 'lets anyone pass the face check',
  });
  if (provider !== 'tencent') return { provider };
  const missing = REQUIRED.filter((name) => !env[name]?.trim());
  if (missing.length > 0) throw new Error(`FACE_PROVIDER=tencent needs ${missing.join(', ')} (README: Face providers)`);
  const value = (name: string) => env[name]?.trim() ?? '';
  return {
    provider: 'tencent',
    tencent: {
      secretId: value('FACE_SECRET_ID'),
      secretKey: value('FACE_SECRET_KEY'),
      ruleId: value('FACE_RULE_ID'),
      region: value('FACE_REGION') || 'ap-guangzhou',
      endpoint: endpointSetting(value('FACE_ENDPOINT') || 'https://faceid.tencentcloudapi.com', production),
    },
  };
}

function endpointSetting(value: string, production: boolean): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(`FACE_ENDPOINT is not an address: "${value}"`);
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && !production)) {
    throw new Error('FACE_ENDPOINT must be https (http only outside production, for a local stand-in)');
  }
  return url;
}
