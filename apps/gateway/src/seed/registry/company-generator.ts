import { orgCodeCheckChar, registrationNumberCheckDigit, uniformCodeCheckChar } from '@sme/contract/uniform-code';
import { DISTRICTS, type District } from './districts.data.ts';
import {
  type EntityType,
  GIVEN_NAME_CHARS,
  NAME_ENDINGS,
  type RegistrationStatus,
  SURNAMES,
  TRADE_NAME_CHARS,
} from './name-parts.data.ts';
import { createPermutation } from './permutation.ts';
import { type Rng, rngFor, WeightedChoice } from './prng.ts';
import type { RegistryCompany } from './registry-company.ts';
import { MAX_REGISTRY_COUNT } from './registry-counts.ts';
import { REGISTRY_FIXTURES } from './registry-fixtures.ts';

/**
 * Fictional companies of a registry that reads like Guangzhou's, generated deterministically: company `id` is the
 * same on every machine and in every run, and can be generated without the ones before it (so loading more is
 * additive). Ids 1..fixtures are the fixtures; generated companies follow. Names, credit codes and registration
 * numbers are unique by construction: each comes from a keyed permutation of the company's position.
 */

const SEED = 20_260_301;
const CODE_ALPHABET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const TRADE_NAMES = TRADE_NAME_CHARS.length * TRADE_NAME_CHARS.length;
const MA_SUFFIXES = CODE_ALPHABET.length ** 5;
const SERIALS = 10_000_000;

const namePermutation = createPermutation(TRADE_NAMES * NAME_ENDINGS.length, SEED + 1);
const maCodePermutation = createPermutation(MA_SUFFIXES, SEED + 2);
const numericCodePermutation = createPermutation(SERIALS, SEED + 3);
const serialPermutation = createPermutation(SERIALS, SEED + 4);

const ANY_DISTRICT = new WeightedChoice(DISTRICTS.map((district) => [district, district.weight] as const));
const RURAL_DISTRICT = new WeightedChoice(
  DISTRICTS.filter((district) => district.rural).map((district) => [district, district.weight] as const),
);
const STATUS = new WeightedChoice<RegistrationStatus>([
  ['存续', 68],
  ['在业', 20],
  ['注销', 8],
  ['吊销', 4],
]);
const LIMITED_FORM = new WeightedChoice([
  ['广州市', 45],
  ['广州', 40],
  ['广东', 7],
  ['（广州）', 8],
] as const);
const SURNAME = new WeightedChoice(SURNAMES);
/** The second character of a unified social credit code: 1 enterprise, 2 individual business, 3 cooperative. */
const CATEGORY: Record<EntityType, string> = {
  有限责任公司: '1',
  股份有限公司: '1',
  个人独资企业: '1',
  合伙企业: '1',
  个体工商户: '2',
  农民专业合作社: '3',
};
const DAY = 86_400_000;
const UNIFIED_CODES_BEGAN = '2015-10-01';
/** Every day from 1995 to 2025 as YYYY-MM-DD, formatted once. */
const DAYS: readonly string[] = Array.from(
  { length: (Date.UTC(2025, 11, 31) - Date.UTC(1995, 0, 1)) / DAY + 1 },
  (_, i) => new Date(Date.UTC(1995, 0, 1) + i * DAY).toISOString().slice(0, 10),
);

/** The company at position `id` (1-based) of the registry's deterministic sequence. */
export function registryCompany(id: number): RegistryCompany {
  if (!Number.isInteger(id) || id < 1 || id > MAX_REGISTRY_COUNT) throw new Error(`registry id out of range: ${id}`);
  const fixture = REGISTRY_FIXTURES[id - 1];
  if (fixture) return fixture;
  return generatedCompany(id, id - REGISTRY_FIXTURES.length - 1);
}

function generatedCompany(id: number, position: number): RegistryCompany {
  const rng = rngFor(SEED, position);
  const slot = namePermutation(position);
  const tradeName = tradeNameOf(slot % TRADE_NAMES);
  const ending = NAME_ENDINGS[Math.floor(slot / TRADE_NAMES)];
  if (!ending) throw new Error('name slot outside the endings');
  const district = (ending.type === '农民专业合作社' ? RURAL_DISTRICT : ANY_DISTRICT).pick(rng);
  const established = establishedOn(rng);
  return {
    id,
    name: companyName(rng, tradeName, ending.text, ending.type, district),
    uniformCode: uniformCode(rng, position, ending.type, district, established),
    registrationNumber: registrationNumber(position, ending.type, district),
    legalPerson: personName(rng),
    entityType: ending.type,
    district: district.name,
    street: rng.pick(district.streets),
    status: STATUS.pick(rng),
    establishedOn: established,
  };
}

function tradeNameOf(index: number): string {
  const count = TRADE_NAME_CHARS.length;
  return `${TRADE_NAME_CHARS[Math.floor(index / count)]}${TRADE_NAME_CHARS[index % count]}`;
}

/** Place prefix + 字号 + ending, in the forms Guangzhou's registrations use for each entity type. */
function companyName(rng: Rng, tradeName: string, ending: string, type: EntityType, district: District): string {
  switch (type) {
    case '有限责任公司': {
      const form = LIMITED_FORM.pick(rng);
      if (form === '（广州）') return `${tradeName}${ending.replace(/有限公司$/, '（广州）有限公司')}`;
      return `${form}${tradeName}${ending}`;
    }
    case '股份有限公司':
      return `${rng.next() < 0.5 ? '广东' : '广州'}${tradeName}${ending}`;
    case '合伙企业':
      return `${rng.next() < 0.7 ? '广州' : '广州市'}${tradeName}${ending}`;
    case '个体工商户':
      return `${rng.next() < 0.6 ? '' : '广州市'}${district.name}${tradeName}${ending}`;
    case '个人独资企业':
      return `广州市${rng.next() < 0.6 ? district.name : ''}${tradeName}${ending}`;
    case '农民专业合作社':
      return `广州市${district.name}${tradeName}${ending}`;
  }
}

/**
 * 9 (registered with the market regulator) + category + the district's division code + a GB 11714 organisation
 * code + the GB 32100 check character. Companies registered since the unified codes began (October 2015) have an
 * organisation code of the MA9xxxxx form, older ones one of 8 digits; both come from permutations of the company's
 * position, so no two companies share one.
 */
function uniformCode(rng: Rng, position: number, type: EntityType, district: District, established: string): string {
  let body: string;
  if (established >= UNIFIED_CODES_BEGAN) {
    body = `MA9${toBase(maCodePermutation(position), CODE_ALPHABET, 5)}`;
  } else {
    body = `${rng.pick(['1', '2', '6', '7'])}${String(numericCodePermutation(position)).padStart(7, '0')}`;
  }
  const first17 = `9${CATEGORY[type]}${district.code}${body}${orgCodeCheckChar(body)}`;
  return first17 + uniformCodeCheckChar(first17);
}

/** The district's division code + 6 for individual businesses (0 otherwise) + a 7-digit serial + the check digit. */
function registrationNumber(position: number, type: EntityType, district: District): string {
  const serial = String(serialPermutation(position)).padStart(7, '0');
  const first14 = `${district.code}${type === '个体工商户' ? '6' : '0'}${serial}`;
  return first14 + registrationNumberCheckDigit(first14);
}

function toBase(value: number, alphabet: string, width: number): string {
  let text = '';
  let rest = value;
  for (let i = 0; i < width; i++) {
    text = alphabet[rest % alphabet.length] + text;
    rest = Math.floor(rest / alphabet.length);
  }
  return text;
}

/** A fictional person: a surname and one or (mostly) two given-name characters. */
function personName(rng: Rng): string {
  const surname = SURNAME.pick(rng);
  const given = rng.pick(GIVEN_NAME_CHARS) + (rng.next() < 0.75 ? rng.pick(GIVEN_NAME_CHARS) : '');
  return surname + given;
}

/** A day between 1995 and 2025, more of them recent (the density grows linearly towards the end). */
function establishedOn(rng: Rng): string {
  return DAYS[Math.floor(Math.sqrt(rng.next()) * DAYS.length)] as string;
}
