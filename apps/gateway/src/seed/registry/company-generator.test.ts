import {
  isOrgCode,
  isRegistrationNumber,
  isUniformCode,
  orgCodeOf,
  registrationNumberCheckDigit,
} from '@sme/contract/uniform-code';
import { describe, expect, it } from 'vitest';
import { nameBigrams } from './bigrams.ts';
import { registryCompany } from './company-generator.ts';
import { DISTRICTS } from './districts.data.ts';
import { ENTITY_TYPES, REGISTRATION_STATUSES, TRADE_NAME_CHARS } from './name-parts.data.ts';
import { createPermutation } from './permutation.ts';
import { Rng, rngFor } from './prng.ts';
import { MAX_REGISTRY_COUNT } from './registry-counts.ts';
import { REGISTRY_FIXTURE, REGISTRY_FIXTURES } from './registry-fixtures.ts';

const SAMPLE = 30_000;
const sample = Array.from({ length: SAMPLE }, (_, i) => registryCompany(i + 1));
const generated = sample.slice(REGISTRY_FIXTURES.length);
const districtCodes = new Map(DISTRICTS.map((d) => [d.name, d.code]));

describe('registry generator', () => {
  it('is deterministic: the same company for an id, whatever was generated before', () => {
    expect(registryCompany(4_321)).toEqual(registryCompany(4_321));
    expect(registryCompany(999_999)).toEqual(registryCompany(999_999));
    // Pinned: a change here changes every seeded registry (and the benchmark's cached database).
    expect(registryCompany(8)).toEqual({
      id: 8,
      name: '广州市花都区鹏锐水产养殖专业合作社',
      uniformCode: '93440114152531150F',
      registrationNumber: '440114020790802',
      legalPerson: '徐少燕',
      entityType: '农民专业合作社',
      district: '花都区',
      street: '新华街道',
      status: '在业',
      establishedOn: '2006-06-28',
    });
  });

  it('answers the fixtures first, at their ids', () => {
    REGISTRY_FIXTURES.forEach((fixture, index) => {
      expect(fixture.id).toBe(index + 1);
      expect(registryCompany(index + 1)).toEqual(fixture);
    });
    expect(REGISTRY_FIXTURE.demoCertified).toMatchObject({
      name: '示例智造科技（广州）有限公司',
      legalPerson: '陈志远',
    });
    expect(REGISTRY_FIXTURE.demoUncertified).toMatchObject({
      name: '示例农产品贸易（广州）有限公司',
      legalPerson: '林晓燕',
    });
  });

  it('gives unique names, credit codes and registration numbers', () => {
    for (const key of ['name', 'uniformCode', 'registrationNumber'] as const) {
      expect(new Set(sample.map((company) => company[key])).size, key).toBe(SAMPLE);
    }
  });

  it('gives valid codes: GB 32100 with a GB 11714 organisation code inside, and MOD 11,10 registration numbers', () => {
    const invalid = sample.filter(
      (company) => !isUniformCode(company.uniformCode) || !isRegistrationNumber(company.registrationNumber),
    );
    expect(invalid.map((company) => company.name).slice(0, 3)).toEqual([]);
    // The demo companies' codes predate the registry: only their 18th character is right.
    const exempt = new Set<number>([REGISTRY_FIXTURE.demoCertified.id, REGISTRY_FIXTURE.demoUncertified.id]);
    const badOrgCodes = sample.filter((c) => !exempt.has(c.id) && !isOrgCode(orgCodeOf(c.uniformCode)));
    expect(badOrgCodes.map((company) => company.name).slice(0, 3)).toEqual([]);
  });

  it('codes what a company is and where: 91 enterprise, 92 individual business, 93 cooperative; its district', () => {
    const prefix = { 个体工商户: '92', 农民专业合作社: '93' } as Record<string, string>;
    const streets = new Map(DISTRICTS.map((d) => [d.name, new Set(d.streets)]));
    // One check per company, one expectation for the sample (150,000 expect calls took seconds on a busy machine).
    const miscoded = generated.filter((company) => {
      const code = districtCodes.get(company.district);
      return (
        company.uniformCode.slice(0, 2) !== (prefix[company.entityType] ?? '91') ||
        company.uniformCode.slice(2, 8) !== code ||
        company.registrationNumber.slice(0, 6) !== code ||
        !streets.get(company.district)?.has(company.street) ||
        // Unified codes began in October 2015: older companies keep an 8-digit organisation code.
        /^MA/.test(orgCodeOf(company.uniformCode)) !== company.establishedOn >= '2015-10-01'
      );
    });
    expect(miscoded.slice(0, 3)).toEqual([]);
  });

  it('writes names in the forms of their entity types', () => {
    const rural = new Set(DISTRICTS.filter((d) => d.rural).map((d) => d.name));
    const inItsForm: Record<string, (company: (typeof generated)[number]) => boolean> = {
      有限责任公司: ({ name }) => /^((广州市|广州|广东).+有限公司|.+（广州）有限公司)$/.test(name),
      股份有限公司: ({ name }) => /^(广东|广州).+股份有限公司$/.test(name),
      个体工商户: ({ name, district }) => name.replace(/^广州市/, '').startsWith(district) && !/公司$/.test(name),
      农民专业合作社: ({ name, district }) => /^广州市.+区.+专业合作社$/.test(name) && rural.has(district),
      合伙企业: ({ name }) => /合伙）$/.test(name),
      个人独资企业: ({ name }) => /^广州市.+(商行|经营部|厂)$/.test(name),
    };
    // One check per company, one expectation for the sample (an expect per company timed out on a busy machine).
    const misnamed = generated.filter((company) => !(inItsForm[company.entityType]?.(company) ?? true));
    expect(misnamed.map((company) => `${company.entityType} ${company.name}`).slice(0, 3)).toEqual([]);
  });

  it('mixes entity types and statuses like a real register: mostly limited companies and operating ones', () => {
    const share = (predicate: (c: (typeof generated)[number]) => boolean) =>
      generated.filter(predicate).length / generated.length;
    expect(share((c) => c.entityType === '有限责任公司')).toBeGreaterThan(0.5);
    expect(share((c) => c.entityType === '个体工商户')).toBeGreaterThan(0.25);
    for (const type of ENTITY_TYPES)
      expect(
        share((c) => c.entityType === type),
        type,
      ).toBeGreaterThan(0.005);
    expect(share((c) => c.status === '存续' || c.status === '在业')).toBeGreaterThan(0.85);
    for (const status of REGISTRATION_STATUSES)
      expect(
        share((c) => c.status === status),
        status,
      ).toBeGreaterThan(0.02);
    const implausible = generated.filter(
      (company) =>
        !/^\p{Script=Han}{2,4}$/u.test(company.legalPerson) ||
        company.establishedOn < '1995-01-01' ||
        company.establishedOn > '2025-12-31',
    );
    expect(implausible.slice(0, 3)).toEqual([]);
  });

  it('keeps the fixtures’ 字号 out of generated names', () => {
    for (const char of '澍禾旧岸琮玥') expect(TRADE_NAME_CHARS).not.toContain(char);
    expect(generated.some((c) => /[澍旧琮]/.test(c.name))).toBe(false);
  });

  it('refuses ids outside the registry', () => {
    expect(() => registryCompany(0)).toThrow();
    expect(() => registryCompany(MAX_REGISTRY_COUNT + 1)).toThrow();
    expect(registryCompany(MAX_REGISTRY_COUNT).id).toBe(MAX_REGISTRY_COUNT);
  });

  it('counts the distinct bigrams of a name as the database function makes them', () => {
    expect([...nameBigrams('广州市澍禾广州')]).toEqual(['广州', '州市', '市澍', '澍禾', '禾广']);
    expect([...nameBigrams('澍')]).toEqual([]);
  });
});

describe('permutation', () => {
  it('is a bijection of [0, size) for awkward sizes', () => {
    for (const size of [2, 3, 17, 1000, 4099]) {
      const permute = createPermutation(size, 7);
      const seen = new Set(Array.from({ length: size }, (_, i) => permute(i)));
      expect(seen.size).toBe(size);
      expect(Math.max(...seen)).toBe(size - 1);
    }
  });

  it('depends on its key, and refuses values outside', () => {
    const a = createPermutation(1000, 1);
    const b = createPermutation(1000, 2);
    expect(Array.from({ length: 20 }, (_, i) => a(i))).not.toEqual(Array.from({ length: 20 }, (_, i) => b(i)));
    expect(() => a(1000)).toThrow();
  });
});

describe('prng', () => {
  it('repeats a sequence for a seed and differs between items', () => {
    const draw = (rng: Rng) => Array.from({ length: 5 }, () => rng.next());
    expect(draw(new Rng(42))).toEqual(draw(new Rng(42)));
    expect(draw(rngFor(1, 10))).toEqual(draw(rngFor(1, 10)));
    expect(draw(rngFor(1, 10))).not.toEqual(draw(rngFor(1, 11)));
    for (const value of draw(new Rng(7))) expect(value >= 0 && value < 1).toBe(true);
  });
});

describe('check digits used by the fixtures', () => {
  it('are computed, not typed', () => {
    for (const fixture of REGISTRY_FIXTURES) {
      expect(registrationNumberCheckDigit(fixture.registrationNumber.slice(0, 14))).toBe(
        fixture.registrationNumber[14],
      );
    }
  });
});
