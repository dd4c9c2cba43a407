import { describe, expect, it } from 'vitest';
import { accountsForFile, demoCompanySession, freshIp, get, post, register } from './accounts-support.ts';

const h = accountsForFile();

function detail(id: number | string) {
  return get(h.app, `/zzzttt/protocol/version/getProtocolDetail/${id}`, freshIp());
}

function textOf(html: string): string {
  return html.replace(/<[^>]+>/g, '');
}

describe('GET /zzzttt/protocol/version/getProtocols', () => {
  it('lists the four protocols with type, version and pop-up flag', async () => {
    const answer = await get(h.app, '/zzzttt/protocol/version/getProtocols', freshIp());
    expect(answer.body).toEqual({
      code: 0,
      msg: '操作成功',
      data: [
        { id: 1, type: 1, version: '1.0.0', isPopUp: 1, title: '隐私政策' },
        { id: 2, type: 2, version: '1.0.0', isPopUp: 1, title: '用户服务协议' },
        { id: 3, type: 3, version: '1.0.0', isPopUp: 0, title: '信息采集及查询授权书' },
        { id: 4, type: 4, version: '1.0.0', isPopUp: 0, title: '信用承诺书' },
      ],
    });
  });
});

describe('GET /zzzttt/protocol/version/getProtocolDetail/:id', () => {
  it.each([
    [1, '隐私政策', ['一、我们收集的信息及用途', '十、如何联系我们']],
    [2, '用户服务协议', ['第一条', '第十四条']],
    [3, '信息采集及查询授权书', ['第一条', '第八条', '终止授权声明书', '公共信用信息平台']],
    [4, '信用承诺书', ['一、', '八、', '法定代表人（签字）', '日期']],
  ])('protocol %i (%s) is a full text of its own with numbered sections', async (id, title, markers) => {
    const answer = await detail(id);
    expect(answer.body.code).toBe(0);
    expect(answer.body.data).toMatchObject({ id, title, version: '1.0.0', type: id });
    const content: string = answer.body.data.content;
    for (const marker of markers) expect(content).toContain(marker);
    expect(textOf(content).length).toBeGreaterThan(id === 4 ? 2000 : 3000);
  });

  it('sanitises the content on the way out: a stored script never comes out', async () => {
    const hostile =
      '<h2 onclick="steal()">标题</h2><p>正文</p><script>alert(1)</script><img src=x onerror="alert(2)">' +
      '<a href="javascript:alert(3)">链接</a><iframe src="https://evil.example"></iframe><style>body{}</style>' +
      '<a href="https://example.org/terms">条款</a>';
    await h.database.db.updateTable('protocol').set({ content: hostile }).where('id', '=', 2).execute();
    const content: string = (await detail(2)).body.data.content;
    expect(content).not.toMatch(/<script|alert\(1\)|onerror|onclick|javascript:|<iframe|<style|<img/i);
    expect(content).toContain('<h2>标题</h2><p>正文</p>');
    expect(content).toContain('<a href="https://example.org/terms" rel="noopener noreferrer">条款</a>');
  });

  it.each([
    ['99', -1404],
    ['abc', -1000],
    ['1;DROP TABLE protocol', -1000],
    ['-1', -1000],
  ])('answers %s with code %i', async (id, code) => {
    expect((await detail(encodeURIComponent(id))).body.code).toBe(code);
  });
});

describe('POST /zzzttt/protocol/version/read/saveRecord', () => {
  async function recordsOf(token: string) {
    const info = await post(h.app, '/user/user/userInfo', freshIp(), token);
    return h.database.db
      .selectFrom('protocol_read_record')
      .select(['protocol_id', 'version', 'company_id', 'source'])
      .where('user_id', '=', info.body.data.id)
      .orderBy('protocol_id')
      .execute();
  }

  it('records which protocol versions the user read, once per version', async () => {
    const { token, companyId } = await demoCompanySession(h.app);
    const body = { entId: companyId, protocolIds: '1,2', source: 'PC' };
    expect((await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp(), token).send(body)).body).toEqual({
      code: 0,
      msg: '操作成功',
      data: null,
    });
    expect((await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp(), token).send(body)).body.code).toBe(
      0,
    );
    expect(await recordsOf(token)).toEqual([
      { protocol_id: 1, version: '1.0.0', company_id: companyId, source: 'PC' },
      { protocol_id: 2, version: '1.0.0', company_id: companyId, source: 'PC' },
    ]);
  });

  it('defaults entId to the session’s company (none for an account without one)', async () => {
    const { token } = await register(h.app, freshIp());
    const answer = await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp(), token).send({
      protocolIds: '1',
    });
    expect(answer.body.code).toBe(0);
    expect(await recordsOf(token)).toEqual([{ protocol_id: 1, version: '1.0.0', company_id: null, source: 'PC' }]);
  });

  it('refuses another account’s company and unknown protocols, and writes nothing then', async () => {
    const { companyId } = await demoCompanySession(h.app);
    const { token } = await register(h.app, freshIp());
    const foreign = await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp(), token).send({
      entId: companyId,
      protocolIds: '1',
    });
    expect(foreign.body.code).toBe(-1404);
    const unknown = await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp(), token).send({
      protocolIds: '1,99',
    });
    expect(unknown.body).toEqual({ code: -1404, msg: '协议不存在', data: null });
    expect(await recordsOf(token)).toEqual([]);
  });

  it.each([
    [{}, '请选择已阅读的协议'],
    [{ protocolIds: 'abc' }, '协议编号不正确'],
    [{ protocolIds: '1;DELETE FROM protocol' }, '协议编号不正确'],
    [{ protocolIds: Array.from({ length: 21 }, (_, i) => i + 1).join(',') }, '协议编号不正确'],
    [{ protocolIds: '1', entId: 'x' }, '企业编号不正确'],
    [{ protocolIds: '1', source: 's'.repeat(21) }, '来源不能超过20个字符'],
  ])('refuses %j', async (body, msg) => {
    const { token } = await register(h.app, freshIp());
    const answer = await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp(), token).send(body);
    expect(answer.body).toEqual({ code: -1000, msg, data: null });
  });

  it('needs a session', async () => {
    const answer = await post(h.app, '/zzzttt/protocol/version/read/saveRecord', freshIp()).send({ protocolIds: '1' });
    expect(answer.status).toBe(403);
  });
});
