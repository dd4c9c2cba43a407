import { describe, expect, it } from 'vitest';
import {
  AUTHORISATION_TOLERANCE_MS,
  businessInProgressMessage,
  isValidAuthorisationEnd,
  MAX_AUTHORISATION_MS,
  MIN_AUTHORISATION_MS,
} from './authorisation-validity.ts';

const now = new Date('2026-03-02T00:00:00Z');
const at = (ms: number) => now.getTime() + ms;

describe('the authorisation end date window (spec §5, §9)', () => {
  it('takes one to five years ahead, each bound widened by a day', () => {
    expect(isValidAuthorisationEnd(at(MIN_AUTHORISATION_MS), now)).toBe(true);
    expect(isValidAuthorisationEnd(at(MAX_AUTHORISATION_MS), now)).toBe(true);
    expect(isValidAuthorisationEnd(at(MIN_AUTHORISATION_MS - AUTHORISATION_TOLERANCE_MS), now)).toBe(true);
    expect(isValidAuthorisationEnd(at(MIN_AUTHORISATION_MS - AUTHORISATION_TOLERANCE_MS - 1), now)).toBe(false);
    expect(isValidAuthorisationEnd(at(MAX_AUTHORISATION_MS + AUTHORISATION_TOLERANCE_MS), now)).toBe(true);
    expect(isValidAuthorisationEnd(at(MAX_AUTHORISATION_MS + AUTHORISATION_TOLERANCE_MS + 1), now)).toBe(false);
    expect(isValidAuthorisationEnd(Number.NaN, now)).toBe(false);
    expect(isValidAuthorisationEnd(at(0), now)).toBe(false);
  });

  it('names each institution once in the revocation refusal', () => {
    expect(businessInProgressMessage(['甲银行', '乙银行', '甲银行'])).toBe(
      '贵企业在「甲银行」、「乙银行」的融资业务尚在办理中，暂不能撤销授权',
    );
    expect(businessInProgressMessage([null])).toBe('贵企业在「金融机构」的融资业务尚在办理中，暂不能撤销授权');
  });
});
