/**
 * Product zones, classes and industries (docs/gateway-api.md, "Zones"): public catalogue answers. Spec §7 gives four
 * zones a call of their own; every other zone is read through specialList.
 */
import { z } from 'zod';
import { GUARANTEE_METHODS } from '../catalog-codes.ts';
import { MAX_ID, MOBILE_MESSAGES, MOBILE_PATTERN, stripCommasAndSpaces } from '../fields.ts';
import type { PageRecord, ProductRecord } from './catalog.ts';
import { blanksDropped, CONTROL_CHARACTERS, int, jsonObject, paging } from './input-fields.ts';
import { type Route, route } from './route.ts';

/** A zone and its programme. */
export interface ZoneRecord {
  key: string;
  name: string;
  slogan: string;
  /** Paragraphs separated by newlines. */
  programme: string;
}

/** A zone's page: the zone and one page of its offered products. */
export interface ZoneProductsRecord {
  zone: ZoneRecord;
  products: PageRecord<ProductRecord>;
}

export interface ProductClassRecord {
  id: number;
  name: string;
  description: string;
  /** Offered products of the class. */
  productCount: number;
}

/** A class on /productZone with its first products (queryChoice). */
export interface ProductClassChoiceRecord extends ProductClassRecord {
  products: ProductRecord[];
}

export interface ProductClassProductsRecord {
  productClass: ProductClassRecord;
  products: PageRecord<ProductRecord>;
}

export interface IndustryRecord {
  code: string;
  name: string;
  description: string;
}

export interface IndustryProductsRecord {
  industry: IndustryRecord;
  products: PageRecord<ProductRecord>;
}

/** Related products asked for at once (otherList size), and ids a caller may exclude. */
export const MAX_RELATED = 20;
export const MAX_EXCLUDED = 50;
/** How many products queryChoice shows with each class. */
export const MAX_PREVIEW = 10;

/** Zone keys and industry codes: lowercase words joined by hyphens (migration 0016's CHECK). */
export const ZONE_KEY_PATTERN = /^[a-z][a-z0-9-]{1,31}$/;

/** A zone key or industry code: required, of the key pattern (anything else cannot name one). */
function keyField(label: string) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? `缺少${label}` : `${label}必须是文本`) })
    .trim()
    .regex(ZONE_KEY_PATTERN, { error: `${label}格式不正确` });
}

/** Comma-separated positive ids ("12,15"), or a JSON array of them; at most `max`, duplicates dropped. */
function idList(label: string, max: number) {
  return z.preprocess(
    (value) => (typeof value === 'string' ? value.split(/[,，\s]+/).filter(Boolean) : value),
    z
      .array(int(label, 1, MAX_ID), { error: `${label}必须是以逗号分隔的产品ID` })
      .max(max, { error: `${label}最多${max}个` })
      .transform((ids) => [...new Set(ids)]),
  );
}

const zonePage = blanksDropped(jsonObject({ ...paging }));

const zoneList = (method: 'GET' | 'POST', path: string, inputIn: 'query' | 'queryOrBody') =>
  route<ZoneProductsRecord>()({ method, path, inputIn, input: zonePage });

/** The zones with a call of their own (their pages: /lsst green, /cgd procure), by zone key. */
export const ZONE_LIST_ROUTES = {
  million: zoneList('GET', '/loan/product/pc/million/list', 'query'),
  green: zoneList('GET', '/loan/product/pc/green/list', 'query'),
  procure: zoneList('GET', '/loan/product/pc/procure/list', 'query'),
  economy: zoneList('POST', '/loan/product/pc/economy/area/list', 'queryOrBody'),
} as const satisfies Record<string, Route<typeof zonePage, ZoneProductsRecord>>;

/** Any other zone by its key. */
export const specialList = route<ZoneProductsRecord>()({
  method: 'POST',
  path: '/loan/product/pc/specialList',
  inputIn: 'query',
  input: blanksDropped(jsonObject({ key: keyField('专区标识'), ...paging })),
});

/** The classes of /productZone with their first `size` products. */
export const queryChoice = route<ProductClassChoiceRecord[]>()({
  method: 'POST',
  path: '/loan/product/pc/queryChoice',
  inputIn: 'queryOrBody',
  input: blanksDropped(jsonObject({ size: int('每类展示数量', 0, MAX_PREVIEW).default(3) })),
});

/** One class and a page of its products, by guarantee method when asked (comma-separated codes). */
export const classDetail = route<ProductClassProductsRecord>()({
  method: 'POST',
  path: '/loan/product/pc/class/detail',
  inputIn: 'query',
  input: blanksDropped(
    jsonObject({
      id: z
        .unknown()
        .refine((value): boolean => value !== undefined, { error: '缺少产品类别ID' })
        .pipe(int('产品类别ID', 1, MAX_ID)),
      guaranteeMethod: idList('担保方式', GUARANTEE_METHODS.length)
        .refine((codes) => codes.every((code) => (GUARANTEE_METHODS as readonly number[]).includes(code)), {
          error: '担保方式取值无效',
        })
        .optional(),
      ...paging,
    }),
  ),
});

/** Related products, never one of productIdList. */
export const otherList = route<ProductRecord[]>()({
  method: 'POST',
  path: '/loan/product/pc/otherList',
  inputIn: 'query',
  input: blanksDropped(
    jsonObject({
      productIdList: idList('产品ID列表', MAX_EXCLUDED).default([]),
      size: int('数量', 1, MAX_RELATED).default(4),
    }),
  ),
});

/** An industry and a page of its products. */
export const industryDetail = route<IndustryProductsRecord>()({
  method: 'POST',
  path: '/loan/product/pc/industry/detail',
  inputIn: 'query',
  input: blanksDropped(jsonObject({ industry: keyField('行业'), ...paging })),
});

/** The futures zone's sign-up messages (spec §5 wording for the mobile). */
export const SIGN_UP_MESSAGES = {
  nameRequired: '请输入姓名',
  nameMalformed: '请输入正确的姓名（2-20个字）',
  mobileRequired: MOBILE_MESSAGES.required,
  mobileMalformed: MOBILE_MESSAGES.malformed,
  tooFrequent: '报名过于频繁，请稍后再试',
} as const;

/** Chinese names (with the middle dot of minority and foreign names) or Latin names with spaces. */
export const SIGN_UP_NAME_PATTERN = /^(?:[\u4e00-\u9fa5·•]{2,20}|[A-Za-z][A-Za-z .'-]{1,19})$/;

function requiredText(required: string, malformed: string, pattern: RegExp, clean: (text: string) => string) {
  return z.preprocess(
    (value) => {
      if (value === null || value === undefined) return undefined;
      if (typeof value === 'number' && Number.isFinite(value)) return String(value);
      return typeof value === 'string' ? clean(value) || undefined : value;
    },
    z
      .string({ error: (issue) => (issue.input === undefined ? required : malformed) })
      .max(40, { error: malformed })
      .refine((text) => !CONTROL_CHARACTERS.test(text), { error: malformed })
      .regex(pattern, { error: malformed }),
  );
}

/** The futures zone's sign-up: name and mobile (commas and spaces stripped from it, spec §5). */
export const futuresSignUp = route<null>()({
  method: 'POST',
  path: '/zzzttt/notice/qh/send',
  inputIn: 'query',
  input: jsonObject({
    name: requiredText(SIGN_UP_MESSAGES.nameRequired, SIGN_UP_MESSAGES.nameMalformed, SIGN_UP_NAME_PATTERN, (text) =>
      text.trim(),
    ),
    mobile: requiredText(
      SIGN_UP_MESSAGES.mobileRequired,
      SIGN_UP_MESSAGES.mobileMalformed,
      MOBILE_PATTERN,
      stripCommasAndSpaces,
    ),
  }),
});
