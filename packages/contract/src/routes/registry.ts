/** The company registry (企业登记信息): the name search of the add-company dialog (docs/gateway-api.md, "Registry"). */
import { z } from 'zod';
import { CONTROL_CHARACTERS, int, jsonObject } from './input-fields.ts';
import { route } from './route.ts';

/** Longest search term: longer than any registered name needs. */
export const TERM_MAX = 50;
/** Deepest page: a name search is narrowed by typing, and a deep page costs as much as every page before it. */
export const PAGE_NUM_MAX = 100;
/** The portal pages by 10, and by 99 when it re-checks a name (spec §7, §9). */
export const PAGE_SIZE_MAX = 99;

export const REGISTRY_MESSAGES = {
  termRequired: '请输入企业名称',
  termNotText: '企业名称必须是文本',
  termTooLong: `企业名称不能超过${TERM_MAX}个字符`,
  termBadCharacters: '企业名称含有不允许的字符',
  tooFrequent: '企业查询过于频繁，请稍后再试',
} as const;

/**
 * A company as the search answers it (spec §3 company search result): the four fields of the spec under their
 * registry names, and five of ours in the same style.
 */
export interface RegistryRecord {
  /** 统一社会信用代码. */
  tyshxydm: string;
  /** 法定代表人名称 (the operator of an individual business). */
  fddbrmc: string;
  /** 机构名称: the company's name. */
  jgmc: string;
  /** 登记注册号码: the 15-digit registration number. */
  djzchm: string;
  /** 企业类型: 有限责任公司, 股份有限公司, 个人独资企业, 合伙企业, 个体工商户, 农民专业合作社. */
  qylx: string;
  /** 登记状态: 存续, 在业, 注销, 吊销. */
  djzt: string;
  /** 成立日期, YYYY-MM-DD. */
  clrq: string;
  /** 所属区县. */
  ssqx: string;
  /** 所属街道 (or town). */
  ssjd: string;
}

/** One page of the search, with whether another non-empty page follows. */
export interface RegistrySearchPage {
  datas: RegistryRecord[];
  pageNum: number;
  pageSize: number;
  hasNextPage: boolean;
}

/** The search's answer: the page under `body`, as the registry's own service wraps it. */
export interface RegistrySearchAnswer {
  body: RegistrySearchPage;
}

/**
 * The search term as registered names write it: spaces dropped (names have none) and half-width brackets made
 * full-width (示例科技（广州）有限公司), so a typed "(广州)" still finds it.
 */
export function normalizeSearchTerm(text: string): string {
  return text.replace(/\s+/g, '').replace(/\(/g, '（').replace(/\)/g, '）');
}

const entName = z.preprocess(
  (value) => (typeof value === 'string' ? normalizeSearchTerm(value) || undefined : value === null ? undefined : value),
  z
    .string({
      error: (issue) => (issue.input === undefined ? REGISTRY_MESSAGES.termRequired : REGISTRY_MESSAGES.termNotText),
    })
    .refine((value) => Array.from(value).length <= TERM_MAX, { error: REGISTRY_MESSAGES.termTooLong })
    .refine((value) => !CONTROL_CHARACTERS.test(value), { error: REGISTRY_MESSAGES.termBadCharacters }),
);

/** entName (required), pageNum (1-100, default 1), pageSize (1-99, default 10). */
export const registrySearch = route<RegistrySearchAnswer>()({
  method: 'GET',
  path: '/data/gzData/yuexiu/query/base',
  inputIn: 'query',
  input: jsonObject({
    entName,
    pageNum: int('页码', 1, PAGE_NUM_MAX).default(1),
    pageSize: int('每页条数', 1, PAGE_SIZE_MAX).default(10),
  }),
});
