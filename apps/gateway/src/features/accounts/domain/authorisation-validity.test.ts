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

  it('names each institution once in the revocation refusal, the platform for a need in its review', () => {
    expect(businessInProgressMessage(['甲银行', '乙担保', '甲银行'])).toBe(
      '以下机构正在办理贵企业的业务：甲银行、乙担保，业务结束前无法撤销授权',
    );
    expect(businessInProgressMessage([null])).toBe(
      '以下机构正在办理贵企业的业务：平台运营方（融资需求审核），业务结束前无法撤销授权',
    );
  });
});
