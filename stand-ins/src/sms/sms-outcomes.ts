/**
 * What the SMS stand-ins do with a message, chosen by the last four digits of the mobile so that tests (and a
 * tester in development) can reach every answer: 9990 the vendor's per-mobile throttling, 9993 its daily limit,
 * 9991 an unapproved template, 9992 an unapproved sign; any other mobile is sent (the demo account's 13800000001
 * too).
 */
export type SmsOutcome = 'sent' | 'throttled' | 'daily-limit' | 'bad-template' | 'bad-sign';

const BY_SUFFIX: Record<string, SmsOutcome> = {
  '9990': 'throttled',
  '9991': 'bad-template',
  '9992': 'bad-sign',
  '9993': 'daily-limit',
};

export function smsOutcome(mobile: string): SmsOutcome {
  return BY_SUFFIX[mobile.slice(-4)] ?? 'sent';
}
