import type { SmsSender } from './sms-sender.ts';

/** Production without an SMS provider: nothing can be sent, and callers say so instead of pretending. */
export class UnconfiguredSmsSender implements SmsSender {
  readonly provider = 'none';
  readonly configured = false;

  async send(): Promise<void> {
    throw new Error('no SMS provider is configured (SMS_PROVIDER)');
  }
}
