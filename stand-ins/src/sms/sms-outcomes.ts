/**
 * What the SMS stand-ins do with a message, chosen by the last four digits of the mobile so that tests (and a
 * tester in development) can reach every answer: 0000 the vendor's per-mobile throttling, 0003 its daily limit,
 * 0001 an unapproved template, 0002 an unapproved sign; any other mobile is sent.
 */
export type SmsOutcome = 'sent' | 'throttled' | 'daily-limit' | 'bad-template' | 'bad-sign';

const BY_SUFFIX: Record<string, SmsOutcome> = {
  '0000': 'throttled',
  '0001': 'bad-template',
  '0002': 'bad-sign',
  '0003': 'daily-limit',
};

export function smsOutcome(mobile: string): SmsOutcome {
  return BY_SUFFIX[mobile.slice(-4)] ?? 'sent';
}
