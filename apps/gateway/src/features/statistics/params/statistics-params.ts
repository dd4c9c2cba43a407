import { z } from 'zod';
import { int } from '../../../http/validate.ts';

/** Spec §7 loanRank is called with levelTag=1: the ranking of institutions, the only level the platform has. */
export const INSTITUTION_LEVEL = 1;
/** Recent success cases a caller may ask for at once. */
export const MAX_CASES = 50;
const DEFAULT_CASES = 10;

function params<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object(shape, { error: '请求参数必须是 JSON 对象' });
}

export const loanRankParams = params({
  levelTag: int('排行层级', INSTITUTION_LEVEL, INSTITUTION_LEVEL).default(INSTITUTION_LEVEL),
});

export const loanCaseParams = params({ size: int('案例数量', 1, MAX_CASES).default(DEFAULT_CASES) });
export type LoanCaseParams = z.output<typeof loanCaseParams>;
