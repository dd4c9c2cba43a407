import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { type Browser, data, failure, freshIp, registerAccount, send } from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';
import { SAVE_READ } from './support/shared-operations.ts';

const PROTOCOLS = 'query { protocols { id type title version isPopUp } }';
const PROTOCOL = 'query($id: ID!) { protocol(id: $id) { id type title version content } }';

const platform = accountsPlatformForFile();

describe('protocols', () => {
  it('lists the four protocols with their versions and whether a change pops up before login', async () => {
    const { protocols } = await data<{ protocols: unknown[] }>(platform.app, { ip: freshIp() }, PROTOCOLS);
    expect(protocols).toEqual([
      { id: '1', type: 1, title: '隐私政策', version: expect.any(String), isPopUp: true },
      { id: '2', type: 2, title: '用户服务协议', version: expect.any(String), isPopUp: true },
      { id: '3', type: 3, title: '信息采集及查询授权书', version: expect.any(String), isPopUp: false },
      { id: '4', type: 4, title: '信用承诺书', version: expect.any(String), isPopUp: false },
    ]);
  });

  it('protocol(id) answers the sanitised HTML content', async () => {
    const { protocol } = await data<{ protocol: Record<string, unknown> }>(platform.app, { ip: freshIp() }, PROTOCOL, {
      id: '2',
    });
    expect(protocol).toMatchObject({ id: '2', type: 2, title: '用户服务协议' });
    const content = String(protocol.content);
    expect(content.length).toBeGreaterThan(1000);
    expect(content).toMatch(/<(p|h\d)[ >]/);
    expect(content).not.toMatch(/<script|onerror=|javascript:/i);
  });

  it('protocol(id) is null for an unknown id and refuses an id that is not one', async () => {
    expect((await send(platform.app, { ip: freshIp() }, PROTOCOL, { id: '999' })).body).toEqual({
      data: { protocol: null },
    });
    const { error } = await failure(platform.app, { ip: freshIp() }, PROTOCOL, { id: '1 OR 1=1' });
    expect(error).toMatchObject({
      message: '协议编号必须是正整数',
      extensions: { code: 'BAD_USER_INPUT', argument: 'id' },
    });
  });
});

describe('saveProtocolRead', () => {
  it('records the current versions as read by the logged-in user', async () => {
    const browser: Browser = { ip: freshIp() };
    const { mobile } = await registerAccount(platform, browser);
    expect(await data(platform.app, browser, SAVE_READ, { ids: ['1', '2', '1'] })).toEqual({ saveProtocolRead: true });
    const rows = await platform.database.db
      .selectFrom('protocol_read_record as r')
      .innerJoin('app_user as u', 'u.id', 'r.user_id')
      .innerJoin('protocol as p', 'p.id', 'r.protocol_id')
      .select(['r.protocol_id', 'r.version', 'p.version as current', 'r.source'])
      .where('u.mobile', '=', mobile)
      .orderBy('r.protocol_id')
      .execute();
    expect(rows.map((row) => row.protocol_id)).toEqual([1, 2]);
    expect(rows.every((row) => row.version === row.current && row.source === 'PC')).toBe(true);
  });

  it('an unknown protocol writes nothing', async () => {
    const browser: Browser = { ip: freshIp() };
    const { mobile } = await registerAccount(platform, browser);
    const { error } = await failure(platform.app, browser, SAVE_READ, { ids: ['1', '999'] });
    expect(error).toMatchObject({
      message: '协议不存在',
      extensions: { code: 'BUSINESS_ERROR', gatewayCode: GatewayCode.NO_SUCH_OBJECT },
    });
    const rows = await platform.database.db
      .selectFrom('protocol_read_record as r')
      .innerJoin('app_user as u', 'u.id', 'r.user_id')
      .select('r.protocol_id')
      .where('u.mobile', '=', mobile)
      .execute();
    expect(rows).toEqual([]);
  });

  it('needs a session', async () => {
    const { error } = await failure(platform.app, { ip: freshIp() }, SAVE_READ, { ids: ['1'] });
    expect(error.extensions.code).toBe('UNAUTHENTICATED');
  });
});
