import type { GovDataService } from './gov-data-service.ts';
import type { GovDataSettings } from './govdata-settings.ts';
import { HttpGovDataService } from './http-gov-data-service.ts';
import { UnconfiguredGovDataService } from './unconfigured-gov-data-service.ts';

/** The government data service the configuration describes (outside/govdata/govdata-settings.ts). */
export function createGovDataService(settings: GovDataSettings): GovDataService {
  return settings.configured ? new HttpGovDataService(settings) : new UnconfiguredGovDataService();
}
