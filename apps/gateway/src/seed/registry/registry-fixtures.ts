import { orgCodeCheckChar, registrationNumberCheckDigit, uniformCodeCheckChar } from '@sme/contract/uniform-code';
import type { RegistryCompany } from './registry-company.ts';

/**
 * Companies the registry always holds, at ids 1..n before the generated ones: the demo account's two companies
 * and named fixtures that tests and other features refer to. Their 字号 characters never occur in generated
 * 字号 (name-parts.data.ts), so a search for one finds the fixtures alone.
 */

function completeUniformCode(first17: string): string {
  return first17 + uniformCodeCheckChar(first17);
}

/** A credit code with a right GB 11714 organisation code inside (body MA5CX…). */
function fixtureUniformCode(category: string, division: string, orgBody: string): string {
  return completeUniformCode(`9${category}${division}${orgBody}${orgCodeCheckChar(orgBody)}`);
}

/** Fixture registration numbers have a 5 in the 7th place, which generated ones never have. */
function fixtureRegistrationNumber(division: string, serial: string): string {
  const first14 = `${division}5${serial}`;
  return first14 + registrationNumberCheckDigit(first14);
}

export const REGISTRY_FIXTURE = {
  /**
   * The demo account's certified company (seed/demo-account.ts). Its code predates the registry: the 18th
   * character is right, the organisation-code part's own check character is not (docs/decisions/0020-company-registry-for-the-add-company-search.md).
   */
  demoCertified: {
    id: 1,
    name: '示例智造科技（广州）有限公司',
    uniformCode: completeUniformCode('91440101MA5CXD1A2'),
    registrationNumber: fixtureRegistrationNumber('440106', '0000001'),
    legalPerson: '陈志远',
    entityType: '有限责任公司',
    district: '天河区',
    street: '猎德街道',
    status: '存续',
    establishedOn: '2016-05-18',
  },
  /** The demo account's uncertified company (legal representative 林晓燕, for trying the face check). */
  demoUncertified: {
    id: 2,
    name: '示例农产品贸易（广州）有限公司',
    uniformCode: completeUniformCode('91440101MA5CXD2B7'),
    registrationNumber: fixtureRegistrationNumber('440111', '0000002'),
    legalPerson: '林晓燕',
    entityType: '有限责任公司',
    district: '白云区',
    street: '江高镇',
    status: '存续',
    establishedOn: '2019-09-02',
  },
  /** 字号 澍禾, which no generated company has: "澍禾" finds this one and distinctiveTwin, "澍禾智能" this one. */
  distinctive: {
    id: 3,
    name: '广州市澍禾智能科技有限公司',
    uniformCode: fixtureUniformCode('1', '440104', 'MA5CXE01'),
    registrationNumber: fixtureRegistrationNumber('440104', '0000003'),
    legalPerson: '何振邦',
    entityType: '有限责任公司',
    district: '越秀区',
    street: '北京街道',
    status: '存续',
    establishedOn: '2018-03-12',
  },
  distinctiveTwin: {
    id: 4,
    name: '广州澍禾餐饮管理有限公司',
    uniformCode: fixtureUniformCode('1', '440105', 'MA5CXE02'),
    registrationNumber: fixtureRegistrationNumber('440105', '0000004'),
    legalPerson: '梁慧敏',
    entityType: '有限责任公司',
    district: '海珠区',
    street: '琶洲街道',
    status: '在业',
    establishedOn: '2021-07-30',
  },
  /** An individual business (个体工商户, code 92…): the operator is its 法定代表人 on the wire. */
  individualBusiness: {
    id: 5,
    name: '越秀区陈记粮油店',
    uniformCode: fixtureUniformCode('2', '440104', 'MA5CXE03'),
    registrationNumber: fixtureRegistrationNumber('440104', '0000005'),
    legalPerson: '陈国栋',
    entityType: '个体工商户',
    district: '越秀区',
    street: '人民街道',
    status: '存续',
    establishedOn: '2012-11-05',
  },
  /** Deregistered (注销): found by a search, never addable. */
  deregistered: {
    id: 6,
    name: '广州市旧岸贸易有限公司',
    uniformCode: fixtureUniformCode('1', '440103', 'MA5CXE04'),
    registrationNumber: fixtureRegistrationNumber('440103', '0000006'),
    legalPerson: '罗永红',
    entityType: '有限责任公司',
    district: '荔湾区',
    street: '沙面街道',
    status: '注销',
    establishedOn: '2009-04-21',
  },
  /** Licence revoked (吊销). */
  revoked: {
    id: 7,
    name: '广州琮玥文化传播有限公司',
    uniformCode: fixtureUniformCode('1', '440106', 'MA5CXE05'),
    registrationNumber: fixtureRegistrationNumber('440106', '0000007'),
    legalPerson: '周嘉欣',
    entityType: '有限责任公司',
    district: '天河区',
    street: '石牌街道',
    status: '吊销',
    establishedOn: '2014-01-16',
  },
} as const satisfies Record<string, RegistryCompany>;

/** The fixtures in id order (ids 1..length). */
export const REGISTRY_FIXTURES: readonly RegistryCompany[] = Object.values(REGISTRY_FIXTURE).sort(
  (a, b) => a.id - b.id,
);
