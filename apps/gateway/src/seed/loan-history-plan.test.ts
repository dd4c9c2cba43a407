import { LoanStatus, type LoanStatusCode } from '@sme/contract/loan-status';
import { describe, expect, it } from 'vitest';
import { actorOf, decideTransition } from '#features/applications/domain/loan-status.ts';
import { type HistoryProduct, loanHistoryPlan } from './loan-history-plan.ts';

const product = (id: number, orgId: number, loanIndustry: number | null = null): HistoryProduct => ({
  id,
  orgId,
  minAmount: 10,
  maxAmount: 500,
  minPeriod: 3,
  maxPeriod: 36,
  guaranteeMethods: [1, 4],
  repayMethods: [1],
  loanIndustry,
});
const PRODUCTS = [product(1, 1), product(2, 1), product(3, 2), product(4, 3, 7)];
const NOW = new Date('2026-11-24T06:00:00Z');

describe('loanHistoryPlan', () => {
  const plan = loanHistoryPlan(PRODUCTS, [1, 2, 3], NOW);

  it('is a year of many enterprises, oldest first, every move after its submission and before now', () => {
    expect(plan.companies).toHaveLength(64);
    expect(plan.items.length).toBeGreaterThan(150);
    expect(plan.items.map((item) => item.index)).toEqual(plan.items.map((_, index) => index));
    for (const [index, item] of plan.items.entries()) {
      if (index > 0) expect(item.submittedAt >= (plan.items[index - 1]?.submittedAt ?? item.submittedAt)).toBe(true);
      expect(item.submittedAt > item.company.registeredAt).toBe(true);
      let at = item.submittedAt.getTime();
      for (const move of item.moves) {
        expect(move.at.getTime()).toBeGreaterThan(at);
        at = move.at.getTime();
      }
      expect(at).toBeLessThan(NOW.getTime());
    }
    expect(NOW.getTime() - (plan.items[0]?.submittedAt.getTime() ?? 0)).toBeGreaterThan(300 * 86_400_000);
  });

  it('moves every application only as the status machine allows, with amounts that fit', () => {
    for (const item of plan.items) {
      const source = item.kind === 'product' ? 1 : 2;
      const loanIndustry =
        item.kind === 'product' ? (PRODUCTS.find((p) => p.id === item.productId)?.loanIndustry ?? null) : null;
      let status: LoanStatusCode = LoanStatus.SUBMITTED;
      let credit = 0;
      for (const move of item.moves) {
        const to = move.to as LoanStatusCode;
        const actor = to === LoanStatus.WITHDRAWN ? 'enterprise' : actorOf(source, status, to);
        expect(actor, `${item.index}: ${status} → ${to}`).not.toBeNull();
        expect(decideTransition({ source, status, loanIndustry }, to, actor ?? 'institution').allowed).toBe(true);
        if (to === LoanStatus.CREDIT_GRANTED) {
          credit = move.creditAmount ?? 0;
          expect(credit).toBeGreaterThan(0);
          expect(credit).toBeLessThanOrEqual(item.amount);
        }
        if (to === LoanStatus.LOAN_RELEASED) {
          expect(move.loanAmount ?? 0).toBeGreaterThan(0);
          expect(move.loanAmount ?? 0).toBeLessThanOrEqual(credit);
        }
        if ([3, 5, 7, 9].includes(to)) expect(move.failureReason).toBeTruthy();
        status = to;
      }
    }
    const released = plan.items.filter((item) => item.moves.some((move) => move.to === LoanStatus.LOAN_RELEASED));
    expect(released.length).toBeGreaterThan(plan.items.length / 3);
  });

  it('is the same history, shifted, whenever it is planned', () => {
    const later = loanHistoryPlan(PRODUCTS, [1, 2, 3], new Date(NOW.getTime() + 86_400_000));
    const shape = (items: typeof plan.items, now: Date) =>
      items.map((item) => [item.company.index, item.kind, item.amount, now.getTime() - item.submittedAt.getTime()]);
    expect(shape(later.items, new Date(NOW.getTime() + 86_400_000))).toEqual(shape(plan.items, NOW));
  });
});
