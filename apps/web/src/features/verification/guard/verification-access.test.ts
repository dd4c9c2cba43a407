import { describe, expect, it } from 'vitest';
import {
  PROVINCIAL_L2_MESSAGE,
  requirementOf,
  type VerificationAccessInput,
  type VerificationFacts,
  verificationAccess,
} from './verification-access';

const NONE: VerificationFacts = { ifCertification: false, hasCheckedFace: false };
const CERTIFIED: VerificationFacts = { ifCertification: true, hasCheckedFace: false };
const FACE_CHECKED: VerificationFacts = { ifCertification: true, hasCheckedFace: true };

const access = (pathname: string, user: VerificationFacts | null, extra: Partial<VerificationAccessInput> = {}) =>
  verificationAccess({ pathname, search: '', user, provincialIdentifyUrl: null, rememberedAddress: null, ...extra });

describe('requirementOf (spec §6 lists, spec §4 personal centre)', () => {
  it('names what each page needs', () => {
    for (const path of ['/financeApply', '/financeApplyNew', '/applyFinancing', '/qualification', '/getCreditLimit']) {
      expect(requirementOf(path), path).toBe('certification');
    }
    expect(requirementOf('/lottery/3')).toBe('certification');
    expect(requirementOf('/FINANCEAPPLY')).toBe('certification');
    expect(requirementOf('/postWanted')).toBe('face');
    expect(requirementOf('/financeRelease')).toBe('face');
    expect(requirementOf('/applyFromClass')).toBe('certification');
    // The one-click estimate reads and writes the company's business (issue "Trust first").
    expect(requirementOf('/oneClickRate')).toBe('certification');
    expect(requirementOf('/oneClickRateProduct')).toBe('certification');
    expect(requirementOf('/reportHistory')).toBe('face');
    expect(requirementOf('/account/1')).toBe('face');
    expect(requirementOf('/account/3')).toBe('face');
    expect(requirementOf('/account/7')).toBeNull();
    expect(requirementOf('/account/8')).toBeNull();
    for (const path of ['/', '/product', '/financeApplyStatus/1', '/verified', '/changeCompany']) {
      expect(requirementOf(path), path).toBeNull();
    }
  });
});

describe('verificationAccess', () => {
  it('leaves visitors to the visitor guard', () => {
    expect(access('/financeApply', null)).toEqual({ kind: 'open' });
  });

  it('sends an uncertified user from a certification page to /verified', () => {
    expect(access('/financeApply', NONE)).toEqual({ kind: 'verify', message: '请先完成企业实名认证' });
    expect(access('/financeApply', CERTIFIED)).toEqual({ kind: 'open' });
  });

  it('needs the face check for the face pages and the personal centre, except the security sections', () => {
    expect(access('/postWanted', CERTIFIED)).toEqual({ kind: 'verify', message: '请先完成法定代表人人脸识别认证' });
    expect(access('/account/1', NONE)).toMatchObject({ kind: 'verify' });
    expect(access('/account/7', NONE)).toEqual({ kind: 'open' });
    expect(access('/account/8', NONE)).toEqual({ kind: 'open' });
    expect(access('/account/1', FACE_CHECKED)).toEqual({ kind: 'open' });
    expect(access('/postWanted', FACE_CHECKED)).toEqual({ kind: 'open' });
  });

  it('alerts the provincial L2 verification instead when a provincial address is stored', () => {
    const url = 'https://auth.gd.gov.cn/identify';
    expect(access('/financeApply', NONE, { provincialIdentifyUrl: url })).toEqual({ kind: 'provincial', url });
    expect(access('/account/1', NONE, { provincialIdentifyUrl: url })).toEqual({ kind: 'provincial', url });
    expect(access('/financeApply', CERTIFIED, { provincialIdentifyUrl: url })).toEqual({ kind: 'open' });
    expect(PROVINCIAL_L2_MESSAGE).toBe('请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作');
  });

  it('sends a user whose face check passed away from /verified, unless add=true or a result is shown', () => {
    expect(access('/verified', FACE_CHECKED)).toEqual({ kind: 'return', to: '/' });
    expect(access('/verified', FACE_CHECKED, { rememberedAddress: '/financeApply' })).toEqual({
      kind: 'return',
      to: '/financeApply',
    });
    expect(access('/verified', FACE_CHECKED, { search: '?add=true' })).toEqual({ kind: 'open' });
    expect(access('/verified', FACE_CHECKED, { search: '?certToken=abc' })).toEqual({ kind: 'open' });
    expect(access('/verified', CERTIFIED)).toEqual({ kind: 'open' });
    expect(access('/verified', NONE)).toEqual({ kind: 'open' });
  });
});
