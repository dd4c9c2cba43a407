import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import {
  documentRule,
  formatDate,
  REVOCATION_TEXTS,
  reasonRule,
  revocationRefusal,
  standingOf,
} from './revocation-rules';

describe('the revocation page rules', () => {
  it('asks for a reason of 2-200 characters', () => {
    expect(reasonRule('')).toBe('请填写撤销原因');
    expect(reasonRule('  撤 ')).toBe('请填写撤销原因');
    expect(reasonRule('不再需要')).toBeNull();
    expect(reasonRule('撤'.repeat(200))).toBeNull();
    expect(reasonRule('撤'.repeat(201))).toBe('撤销原因不能超过200个字符');
  });

  it('offers the form only to the legal representative with an authorisation in force', () => {
    expect(standingOf({ hasCompany: false, mayRevoke: false, authorisations: null })).toBe('no-company');
    expect(standingOf({ hasCompany: true, mayRevoke: false, authorisations: null })).toBe('not-legal-representative');
    expect(standingOf({ hasCompany: true, mayRevoke: true, authorisations: [] })).toBe('none-in-force');
    expect(standingOf({ hasCompany: true, mayRevoke: true, authorisations: [{}] })).toBe('in-force');
  });

  it('words the -5005, -5004 and -1404 refusals so the user can act on them', () => {
    expect(revocationRefusal(GatewayCode.FACE_CHECK_REQUIRED, '撤销数据授权须由…')).toEqual({
      message: REVOCATION_TEXTS.legalRepresentativeOnly,
      certify: true,
    });
    expect(
      revocationRefusal(GatewayCode.CERTIFICATION_REQUIRED, '您的企业尚未完成实名认证，请先完成企业实名认证'),
    ).toEqual({
      message: REVOCATION_TEXTS.legalRepresentativeOnly,
      certify: true,
    });
    expect(revocationRefusal(GatewayCode.NO_SUCH_OBJECT, '当前企业没有生效中的数据授权')).toEqual({
      message: '当前企业没有生效中的数据授权',
      certify: false,
    });
    expect(revocationRefusal(GatewayCode.NO_SUCH_OBJECT, '')).toEqual({
      message: REVOCATION_TEXTS.noneInForce,
      certify: false,
    });
    expect(revocationRefusal(null, '')).toEqual({ message: '请求失败，请稍后再试', certify: false });
  });

  it("shows dates as Beijing's YYYY-MM-DD", () => {
    expect(formatDate('2031-03-01T04:00:00Z')).toBe('2031-03-01');
    expect(formatDate('2031-02-28T16:30:00Z')).toBe('2031-03-01');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('documentRule', () => {
  it('asks for the sealed termination document until one is stored, and waits for a running upload', () => {
    expect(documentRule([], false)).toBe('请上传加盖公章的终止授权书');
    expect(documentRule([`f/202611/${'a'.repeat(32)}.pdf`], true)).toBe('文件正在上传，请稍候');
    expect(documentRule([`f/202611/${'a'.repeat(32)}.pdf`], false)).toBeNull();
  });
});
