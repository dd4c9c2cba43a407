import { GovDataNotConfiguredError, type GovDataService } from './gov-data-service.ts';

/** No government data service configured (GOVDATA_URL unset): it says so instead of pretending. */
export class UnconfiguredGovDataService implements GovDataService {
  readonly configured = false;

  async fetchPack(): Promise<never> {
    throw new GovDataNotConfiguredError();
  }
}
