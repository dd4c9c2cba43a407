import { readServiceAddress } from '../service-address.ts';
import { settingsTogether } from '../settings-together.ts';

/** The provincial government data service (GOVDATA_URL, GOVDATA_TOKEN), or none configured. */
export type GovDataSettings = { configured: false } | { configured: true; url: string; token: string };

/**
 * GOVDATA_URL unset → not configured (the workbench says the data pack is not available here). Set → GOVDATA_TOKEN,
 * the platform's access token at the service, is required too; the address must be https (http only on loopback
 * outside production, where `npm start` points it at the stand-in).
 */
export function readGovDataSettings(env: NodeJS.ProcessEnv, production: boolean): GovDataSettings {
  const set = settingsTogether(env, ['GOVDATA_URL', 'GOVDATA_TOKEN']);
  if (!set) return { configured: false };
  return {
    configured: true,
    url: readServiceAddress('GOVDATA_URL', set.GOVDATA_URL, production),
    token: set.GOVDATA_TOKEN,
  };
}
