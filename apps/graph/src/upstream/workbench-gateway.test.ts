import { GatewayCode } from '@sme/contract/codes';
import { openNeedList, orgApplicationTransition } from '@sme/contract/routes/org-queue';
import { staffMe } from '@sme/contract/routes/staff-auth';
import { describe, expect, it } from 'vitest';
import type { GatewayRequest, GatewayTransport } from './gateway-client.ts';
import { StaffSessionEndedError } from './staff-session-ended.ts';
import { GatewayBusinessError, GatewayHttpError } from './upstream-errors.ts';
import { WorkbenchApi } from './workbench-gateway.ts';

function transport(answer: (request: GatewayRequest) => unknown) {
  const sent: GatewayRequest[] = [];
  const fake: GatewayTransport = {
    send: async (request) => {
      sent.push(request);
      return answer(request);
    },
    checkHealth: async () => null,
    close: () => undefined,
  };
  return { fake, sent };
}

const TOKEN = 'k'.repeat(43);

describe('the workbench gateway client', () => {
  it('sends the staff token as X-Staff-Token and never an Authorization', async () => {
    const { fake, sent } = transport(() => ({ id: 5, loanStatus: 4 }));
    await new WorkbenchApi(fake, { staffToken: TOKEN, clientIp: '10.0.0.9' }).send(orgApplicationTransition, {
      id: 5,
      toStatus: 4,
    });
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/loan/org/transition',
        body: { id: 5, toStatus: 4 },
        staffToken: TOKEN,
        clientIp: '10.0.0.9',
      },
    ]);
    expect(sent[0]).not.toHaveProperty('authorization');
  });

  it('turns a 403 and a -3001 into an ended staff session; other refusals pass through', async () => {
    const refusing = (error: Error) => new WorkbenchApi(transport(() => Promise.reject(error)).fake);
    await expect(refusing(new GatewayHttpError(403, '/auth/staff/me')).send(staffMe)).rejects.toBeInstanceOf(
      StaffSessionEndedError,
    );
    await expect(
      refusing(new GatewayBusinessError(GatewayCode.FORCE_LOGOUT, '账号已停用或已注销，请重新登录')).send(staffMe),
    ).rejects.toMatchObject({ name: 'StaffSessionEndedError', gatewayMsg: '账号已停用或已注销，请重新登录' });
    await expect(
      refusing(new GatewayBusinessError(GatewayCode.ROLE_REFUSED, '当前角色无权执行该操作')).send(openNeedList, {
        pageNum: 1,
        pageSize: 10,
      }),
    ).rejects.toBeInstanceOf(GatewayBusinessError);
  });
});
