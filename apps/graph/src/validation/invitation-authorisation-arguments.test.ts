import { describe, expect, it } from 'vitest';
import { revocationReasonArg } from './authorisation-arguments.ts';
import { invitationTokenArg } from './invitation-arguments.ts';
import { refusal } from './refusal.test-support.ts';

const EXPIRED = { message: '邀请链接已失效，请联系邀请方重新获取', argument: 'token' };

describe('invitation and revocation arguments', () => {
  it('takes a well-formed invitation token and refuses anything else with the gateway wording', () => {
    const token = 'A'.repeat(43);
    expect(invitationTokenArg(` ${token} `)).toBe(token);
    expect(refusal(() => invitationTokenArg(''))).toMatchObject(EXPIRED);
    expect(refusal(() => invitationTokenArg('../user/user/userInfo'))).toMatchObject(EXPIRED);
  });

  it('takes a reason of 2-200 characters, line breaks included', () => {
    expect(revocationReasonArg('  不再需要\n融资服务 ')).toBe('不再需要\n融资服务');
    expect(refusal(() => revocationReasonArg(' 撤 '))).toMatchObject({ message: '请填写撤销原因', argument: 'reason' });
    expect(refusal(() => revocationReasonArg('撤'.repeat(201)))).toMatchObject({
      message: '撤销原因不能超过200个字符',
    });
    expect(refusal(() => revocationReasonArg('撤销\u0000原因'))).toMatchObject({ message: '撤销原因含有不允许的字符' });
  });
});
