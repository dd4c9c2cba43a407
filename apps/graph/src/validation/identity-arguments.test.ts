import { describe, expect, it } from 'vitest';
import { certTokenArg, confirmLegalPersonBody, faceKeyArg, startFaceCheckArgs } from './identity-arguments.ts';
import { refusal } from './refusal.test-support.ts';

function expectRefusal(action: () => unknown, message: string, argument: string): void {
  expect(refusal(action)).toMatchObject({ message, argument });
}

const TOKEN = 'a'.repeat(43);
const ID = '11010519491231002X';

describe('confirmLegalPersonBody', () => {
  it('trims the name, normalises the ID number and requires the consent', () => {
    expect(confirmLegalPersonBody({ name: ' 林晓燕 ', idNumber: ' 110105 19491231002x', faceConsent: true })).toEqual({
      name: '林晓燕',
      idNumber: ID,
      faceConsent: true,
    });
  });

  it('refuses with the gateway’s wording', () => {
    expectRefusal(
      () => confirmLegalPersonBody({ name: ' ', idNumber: ID, faceConsent: true }),
      '请输入法定代表人姓名',
      'input.name',
    );
    expectRefusal(
      () => confirmLegalPersonBody({ name: '林<b>', idNumber: ID, faceConsent: true }),
      '法定代表人姓名格式不正确',
      'input.name',
    );
    expectRefusal(
      () => confirmLegalPersonBody({ name: '林晓燕', idNumber: '', faceConsent: true }),
      '请输入身份证号',
      'input.idNumber',
    );
    expectRefusal(
      () => confirmLegalPersonBody({ name: '林晓燕', idNumber: '110105194912310021', faceConsent: true }),
      '请输入正确身份证号',
      'input.idNumber',
    );
    expectRefusal(
      () => confirmLegalPersonBody({ name: '林晓燕', idNumber: ID, faceConsent: false }),
      '请阅读并同意人脸识别授权',
      'input.faceConsent',
    );
  });
});

describe('startFaceCheckArgs', () => {
  it('defaults the return route to /verified and keeps a portal route', () => {
    expect(startFaceCheckArgs({ userCode: TOKEN })).toEqual({ userCode: TOKEN, returnPath: '/verified' });
    expect(startFaceCheckArgs({ userCode: TOKEN, returnPath: '/verified?add=true' }).returnPath).toBe(
      '/verified?add=true',
    );
  });

  it('refuses routes that could leave the portal', () => {
    for (const returnPath of ['//evil.example', 'https://evil.example', '/\\evil', 'verified', '/a b', '/<x>']) {
      expectRefusal(() => startFaceCheckArgs({ userCode: TOKEN, returnPath }), '回跳地址不正确', 'returnPath');
    }
    expectRefusal(() => startFaceCheckArgs({ userCode: 'x' }), '认证信息已失效，请重新填写法定代表人信息', 'userCode');
  });
});

describe('certTokenArg and faceKeyArg', () => {
  it('accept our tokens and refuse anything else', () => {
    expect(certTokenArg(TOKEN)).toBe(TOKEN);
    expect(faceKeyArg(TOKEN)).toBe(TOKEN);
    expectRefusal(() => certTokenArg('bad token'), '人脸识别记录不存在或已失效', 'certToken');
    expectRefusal(() => faceKeyArg(''), '人脸识别回跳链接已失效，请重新认证', 'key');
  });
});
