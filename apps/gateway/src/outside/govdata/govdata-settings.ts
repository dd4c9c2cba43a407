import { readServiceAddress } from '../service-address.ts';

/** The provincial government data service (GOVDATA_URL, GOVDATA_TOKEN), or none configured. */
export type GovDataSettings = { configured: false } | { configured: true; url: string; token: string };

/**
 * GOVDATA_URL unset → not configured (the workbench says the data pack is not available here). Set → GOVDATA_TOKEN,
 * the platform's access token at the service, is required too; the address must be https (http only on loopback
 * outside production, where `npm start` points it at the stand-in).
 */
export function readGovDataSettings(env: NodeJS.ProcessEnv, production: boolean): GovDataSettings {
  if (!env.GOVDATA_URL) {
    if (env.GOVDATA_TOKEN) throw new Error('GOVDATA_TOKEN is set but GOVDATA_URL is not');
    return { configured: false };
  }
  if (!env.GOVDATA_TOKEN) throw new Error('GOVDATA_URL is set: GOVDATA_TOKEN is required too');
  return {
    configured: true,
    url: readServiceAddress('GOVDATA_URL', env.GOVDATA_URL, production),
    token: env.GOVDATA_TOKEN,
  };
}
