import { GatewayCode } from '@sme/contract/codes';
import { describe, expect, it } from 'vitest';
import { data, failure, freshIp } from './support/accounts-platform.ts';
import { demoOwnerForFile, FARM_TRADE } from './support/demo-owner.ts';

/** Issue 22, slice policies: the company's match against the policies' conditions, through graph and gateway. */

const MATCH_FIELDS = 'policyId title verdict conditions { kind label result note }';
const MATCHES = `query { policyMatches { ${MATCH_FIELDS} } }`;
const MATCH = `query($policyId: ID!) { policyMatch(policyId: $policyId) { match { ${MATCH_FIELDS} } } }`;
const POLICIES = 'query($keyword: String) { policies(filter: { keyword: $keyword }) { records { id title } } }';
const SWITCH = 'mutation($id: ID!) { switchCompany(companyId: $id) { ifCertification } }';

interface Match {
  policyId: string;
  title: string;
  verdict: string;
  conditions: { kind: string; label: string; result: string; note: string | null }[];
}

const demo = demoOwnerForFile();

async function policyId(title: string): Promise<string> {
  const { policies } = await data<{ policies: { records: { id: string; title: string }[] } }>(
    demo.platform.app,
    demo.owner,
    POLICIES,
    { keyword: title },
  );
  const id = policies.records.find((record) => record.title === title)?.id;
  if (!id) throw new Error(`no policy ${title}`);
  return id;
}

describe('policy matching through graph and gateway', () => {
  it('lists 可申报政策 of the demo company with each condition', async () => {
    const { policyMatches } = await data<{ policyMatches: Match[] }>(demo.platform.app, demo.owner, MATCHES);
    expect(policyMatches.find((match) => match.title === '粤秀示范区高新技术企业培育和认定奖励措施')).toMatchObject({
      verdict: 'eligible',
      conditions: [
        { label: '注册地在天河区或越秀区', result: 'met', note: null },
        { result: 'met' },
        { label: '成立满3年', result: 'met' },
      ],
    });
    expect(policyMatches.every((match) => typeof match.policyId === 'string')).toBe(true);
  });

  it('answers one policy: 暂不符合 with the reasons, null for a policy without conditions', async () => {
    const id = await policyId('关于开展2026年度老字号和特色商业街区扶持资金申报的通知');
    const { policyMatch } = await data<{ policyMatch: { match: Match | null } }>(demo.platform.app, demo.owner, MATCH, {
      policyId: id,
    });
    expect(policyMatch.match).toMatchObject({
      policyId: id,
      verdict: 'ineligible',
      conditions: [
        { kind: 'district', result: 'unmet', note: '贵企业注册地在天河区' },
        { kind: 'yearsFounded', label: '成立满15年', result: 'unmet' },
      ],
    });
    const plain = await policyId('粤秀示范区中小企业吸纳就业补贴申领指南');
    const none = await data<{ policyMatch: { match: Match | null } }>(demo.platform.app, demo.owner, MATCH, {
      policyId: plain,
    });
    expect(none.policyMatch.match).toBeNull();
    const unknown = await failure(demo.platform.app, demo.owner, MATCH, { policyId: '999999' });
    expect(unknown.error.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses the uncertified company and a visitor', async () => {
    const visitor = await failure(demo.platform.app, { ip: freshIp() }, MATCHES);
    expect(visitor.error.extensions?.code).toBe('UNAUTHENTICATED');
    await data(demo.platform.app, demo.owner, SWITCH, {
      id: demo.companies.find((entry) => entry.companyName === FARM_TRADE)?.id,
    });
    const refused = await failure(demo.platform.app, demo.owner, MATCHES);
    expect(refused.error.extensions).toMatchObject({
      code: 'BUSINESS_ERROR',
      gatewayCode: GatewayCode.CERTIFICATION_REQUIRED,
    });
  });
});
