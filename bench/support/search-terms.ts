import { TRADE_NAME_CHARS } from '../../apps/gateway/src/seed/registry/name-parts.data.ts';
import { Rng } from '../../apps/gateway/src/seed/registry/prng.ts';

/** Common fragments of Guangzhou company names: places, trades and forms that thousands of names share. */
const COMMON_2 = ['有限', '公司', '科技', '广州', '贸易', '餐饮', '越秀', '电子', '服装', '文化', '管理', '天河'];
const COMMON_4 = ['有限公司', '科技有限', '智能科技', '餐饮管理', '贸易有限', '文化传播', '广州市越', '电子商务'];
const TRADES = ['科技', '贸易', '餐饮', '电子', '文化', '物流', '建筑', '服装'];

/**
 * The company-name searches of the registry benchmarks, a fixed mix per length: two thirds distinctive 字号 fragments
 * (a pair of 字号 characters; with four characters a 字号 and a trade), one third common fragments. The same seed
 * gives the same terms in every run.
 */
export function registrySearchTerms(length: 2 | 4, count: number, seed: number = length): string[] {
  const rng = new Rng(20_260 + seed);
  const common = length === 2 ? COMMON_2 : COMMON_4;
  return Array.from({ length: count }, (_, i) => {
    if (i % 3 === 2) return common[Math.floor(i / 3) % common.length] as string;
    const tradeName = rng.pick(TRADE_NAME_CHARS) + rng.pick(TRADE_NAME_CHARS);
    return length === 2 ? tradeName : tradeName + rng.pick(TRADES);
  });
}
