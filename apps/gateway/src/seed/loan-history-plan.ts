import { LoanStatus, POSTAL_LOAN_INDUSTRY } from '@sme/contract/loan-status';
import { registryCompany } from './registry/company-generator.ts';
import { type Rng, rngFor, WeightedChoice } from './registry/prng.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** Enterprises in the seeded history, and the registry companies they are (every 41st from the 200th). */
const COMPANIES = 64;
const FIRST_REGISTRY_ID = 200;
const REGISTRY_STEP = 41;
/** The history reaches back a year. */
const HISTORY_DAYS = 360;
const STREAM = 0x10a4;

/** A form product (our form, on shelf, institution in service) the history can apply for. */
export interface HistoryProduct {
  id: number;
  orgId: number;
  minAmount: number | null;
  maxAmount: number | null;
  minPeriod: number | null;
  maxPeriod: number | null;
  guaranteeMethods: number[];
  repayMethods: number[];
  loanIndustry: number | null;
}

export interface HistoryCompany {
  index: number;
  registryId: number;
  /** The account's mobile: 199 0000 plus the index (a reserved-looking demo range no real sign-up uses). */
  mobile: string;
  contactName: string;
  district: string;
  street: string;
  certified: boolean;
  registeredAt: Date;
}

export interface HistoryMove {
  to: number;
  at: Date;
  remark?: string;
  creditAmount?: number;
  loanAmount?: number;
  failureReason?: string;
}

interface Common {
  index: number;
  company: HistoryCompany;
  submittedAt: Date;
  amount: number;
  period: number;
  guaranteeMethods: number[];
  loanFor: number;
  moves: HistoryMove[];
}

export type HistoryItem =
  | (Common & { kind: 'product'; productId: number; repayMethod: number; firstLoan: boolean })
  | (Common & { kind: 'need'; orgId: number; interestRate: number; remark: string });

/** A planned item before it has its place in time. */
type Draft<T = HistoryItem> = T extends unknown ? Omit<T, 'index'> : never;

/** What became of an application: the statuses it went through after submission. */
type Outcome = number[];
const S = LoanStatus;
const PRODUCT_OUTCOMES = new WeightedChoice<Outcome>([
  [[S.VIEWED, S.ACCEPTED, S.CREDIT_GRANTED, S.LOAN_RELEASED], 62],
  [[S.VIEWED, S.ACCEPTED, S.CREDIT_GRANTED], 4],
  [[S.VIEWED, S.ACCEPTED, S.CREDIT_FAILED], 9],
  [[S.VIEWED, S.ACCEPT_FAILED], 9],
  [[S.VIEWED, S.ACCEPTED, S.CREDIT_GRANTED, S.LENDING_FAILED], 4],
  [[S.WITHDRAWN], 6],
  [[S.VIEWED, S.WITHDRAWN], 6],
]);
const NEED_OUTCOMES = new WeightedChoice<Outcome>([
  [[S.REVIEW_PASSED, S.VIEWED, S.ACCEPTED, S.CREDIT_GRANTED, S.LOAN_RELEASED], 55],
  [[S.REVIEW_PASSED, S.VIEWED, S.ACCEPT_FAILED], 10],
  [[S.REVIEW_REJECTED], 15],
  [[S.REVIEW_PASSED, S.WITHDRAWN], 10],
  [[S.WITHDRAWN], 10],
]);
const ACCEPT_REMARKS = ['资料齐全，已安排客户经理对接', '已电话联系企业，约定上门尽调', '已受理，进入授信审批'];
const FAILURES: Partial<Record<number, readonly string[]>> = {
  [S.REVIEW_REJECTED]: ['融资用途描述不清晰，请补充后重新发布', '企业信息与登记信息不一致'],
  [S.ACCEPT_FAILED]: ['企业成立年限不满足产品准入要求', '经营地址不在本机构服务区域内'],
  [S.CREDIT_FAILED]: ['近两年纳税额不足以支撑申请额度', '企业征信存在未结清逾期记录'],
  [S.LENDING_FAILED]: ['企业未在授信有效期内提款', '抵押物登记手续未能按期办理'],
};
const NEED_REMARKS = ['采购原材料，扩大生产线产能', '支付供应商货款，补充流动资金', '购置检测设备，升级生产线'];
const LOAN_FOR = new WeightedChoice<number>([
  [1, 30],
  [2, 25],
  [3, 15],
  [4, 30],
]);
const APPLICATIONS_PER_COMPANY = new WeightedChoice<number>([
  [1, 25],
  [2, 25],
  [3, 20],
  [4, 15],
  [6, 10],
  [9, 5],
]);

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

function amountFor(rng: Rng, product: HistoryProduct): number {
  const low = Math.max(product.minAmount ?? 10, 10);
  const high = Math.max(low, Math.min(product.maxAmount ?? 500, 800));
  // Most enterprises ask for the lower part of the range.
  return roundTo(low + (high - low) * rng.next() ** 2, 5);
}

function periodFor(rng: Rng, product: HistoryProduct): number {
  const fits = [6, 12, 12, 24, 36].filter(
    (months) => months >= (product.minPeriod ?? 1) && months <= (product.maxPeriod ?? 360),
  );
  return fits.length > 0 ? rng.pick(fits) : (product.maxPeriod ?? 12);
}

function companyOf(index: number, now: Date): HistoryCompany {
  const rng = rngFor(STREAM, index);
  const registry = registryCompany(FIRST_REGISTRY_ID + index * REGISTRY_STEP);
  return {
    index,
    registryId: registry.id,
    mobile: `1990000${String(index).padStart(4, '0')}`,
    contactName: registry.legalPerson,
    district: registry.district,
    street: registry.street,
    certified: rng.next() < 0.85,
    registeredAt: new Date(now.getTime() - (HISTORY_DAYS + 20 - rng.int(HISTORY_DAYS)) * DAY),
  };
}

/** The moves of an outcome, a few days apart, as far as they happened before `now` (recent ones are under way). */
function movesOf(rng: Rng, outcome: Outcome, amount: number, submittedAt: Date, now: Date): HistoryMove[] {
  const moves: HistoryMove[] = [];
  let at = submittedAt.getTime();
  let credit = amount;
  for (const to of outcome) {
    at += (1 + rng.int(4)) * DAY + rng.int(8) * HOUR;
    if (at > now.getTime() - HOUR) break;
    const move: HistoryMove = { to, at: new Date(at) };
    const failures = FAILURES[to];
    if (failures) {
      move.failureReason = rng.pick(failures);
      move.remark = move.failureReason;
    } else if (to === S.ACCEPTED) {
      move.remark = rng.pick(ACCEPT_REMARKS);
    } else if (to === S.CREDIT_GRANTED) {
      credit = Math.min(amount, roundTo(amount * (0.6 + 0.4 * rng.next()), 5));
      move.creditAmount = credit;
      move.remark = `授信${credit}万元`;
    } else if (to === S.LOAN_RELEASED) {
      move.loanAmount = rng.next() < 0.8 ? credit : Math.min(credit, roundTo(credit * 0.8, 5));
      move.remark = '已放款至企业基本户';
    }
    moves.push(move);
  }
  return moves;
}

/**
 * The seeded history, deterministic but for the dates, which count back from `now`: companies and their
 * applications (product ones among the given products, needs picked up by the given institutions), oldest first.
 */
export function loanHistoryPlan(
  products: readonly HistoryProduct[],
  orgIds: readonly number[],
  now: Date,
): { companies: HistoryCompany[]; items: HistoryItem[] } {
  const companies = Array.from({ length: COMPANIES }, (_, index) => companyOf(index, now));
  const drafts: Draft[] = [];
  for (const company of companies) {
    const rng = rngFor(STREAM + 1, company.index);
    const count = APPLICATIONS_PER_COMPANY.pick(rng);
    const sinceRegistered = Math.min(HISTORY_DAYS, (now.getTime() - company.registeredAt.getTime()) / DAY - 1);
    for (let n = 0; n < count; n += 1) {
      const submittedAt = new Date(now.getTime() - rng.next() * sinceRegistered * DAY);
      const loanFor = LOAN_FOR.pick(rng);
      if (rng.next() < 0.12) {
        const amount = roundTo(50 + 450 * rng.next() ** 2, 10);
        drafts.push({
          kind: 'need',
          company,
          submittedAt,
          amount,
          period: rng.pick([12, 24, 36]),
          guaranteeMethods: [rng.pick([1, 2, 3, 4])],
          loanFor,
          orgId: rng.pick(orgIds),
          interestRate: rng.pick([3.8, 4.2, 4.5, 5]),
          remark: rng.pick(NEED_REMARKS),
          moves: movesOf(rng, NEED_OUTCOMES.pick(rng), amount, submittedAt, now),
        });
        continue;
      }
      const product = rng.pick(products);
      const amount = amountFor(rng, product);
      let outcome = PRODUCT_OUTCOMES.pick(rng);
      // Spec §4: the postal full-process flow has no withdraw.
      if (product.loanIndustry === POSTAL_LOAN_INDUSTRY && outcome.includes(S.WITHDRAWN)) {
        outcome = [S.VIEWED, S.ACCEPTED, S.CREDIT_GRANTED];
      }
      drafts.push({
        kind: 'product',
        company,
        submittedAt,
        amount,
        period: periodFor(rng, product),
        guaranteeMethods: [rng.pick(product.guaranteeMethods.length > 0 ? product.guaranteeMethods : [4])],
        loanFor,
        productId: product.id,
        repayMethod: product.repayMethods[0] ?? 1,
        firstLoan: rng.next() < 0.4,
        moves: movesOf(rng, outcome, amount, submittedAt, now),
      });
    }
  }
  drafts.sort((a, b) => a.submittedAt.getTime() - b.submittedAt.getTime());
  return { companies, items: drafts.map((draft, index) => ({ ...draft, index }) as HistoryItem) };
}
