import { ProvincialNotConfiguredError } from './provincial-errors.ts';
import type { ProvincialIdentity } from './provincial-identity.ts';

/** No provincial provider configured (PROVINCIAL_ISSUER unset): everything says so instead of pretending. */
export class UnconfiguredProvincialIdentity implements ProvincialIdentity {
  readonly configured = false;

  get clientId(): string {
    throw new ProvincialNotConfiguredError();
  }

  async begin(): Promise<never> {
    throw new ProvincialNotConfiguredError();
  }

  async finish(): Promise<never> {
    throw new ProvincialNotConfiguredError();
  }

  async logoutUrl(): Promise<never> {
    throw new ProvincialNotConfiguredError();
  }

  identifyUrl(): never {
    throw new ProvincialNotConfiguredError();
  }
}
