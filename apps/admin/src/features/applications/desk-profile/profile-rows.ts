import type { OrgCompanyProfileQuery, TallyFieldsFragment } from '#gql/graphql.ts';
import { formatTime } from '#shared/format/format.ts';

/** The company's profile as the desk's query answers it. */
type ProfileFacts = OrgCompanyProfileQuery['orgCompanyProfile'];

const NOT_RECORDED = '登记信息未载明';

/** The profile's label-value rows, in the order the desk shows them. */
export function profileRows(profile: ProfileFacts): [string, string][] {
  const registry = profile.registry;
  return [
    ['企业名称', profile.companyName],
    ['统一社会信用代码', profile.uniformCode],
    ['法定代表人', profile.legalPersonMasked ? `${profile.legalPerson}（受理后显示全名）` : profile.legalPerson],
    ['注册资本', profile.registeredCapital ?? NOT_RECORDED],
    ['成立日期', registry?.establishedOn ?? NOT_RECORDED],
    ['登记状态', registry?.status ?? NOT_RECORDED],
    ['行业', profile.industry ?? NOT_RECORDED],
    ['住所', registry ? `${registry.district}${registry.street}` : NOT_RECORDED],
    [
      '企业类型',
      registry ? `${registry.entityType}${registry.individualBusiness ? '' : '（非个体工商户）'}` : NOT_RECORDED,
    ],
    [
      '实名认证',
      profile.certified ? `已认证${profile.certifiedAt ? `（${formatTime(profile.certifiedAt)}）` : ''}` : '未认证',
    ],
  ];
}

/** A tally of applications as one line: 共3笔（办理中1、已授信1、已放款0、未通过1、已撤回0）. */
export function tallyText(tally: TallyFieldsFragment): string {
  return `共${tally.total}笔（办理中${tally.inProgress}、已授信${tally.credited}、已放款${tally.lent}、未通过${tally.failed}、已撤回${tally.withdrawn}）`;
}
