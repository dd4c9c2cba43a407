import {
  isErrorStyle,
  isFailure,
  isFinal,
  LOAN_STATUSES,
  type LoanStatusCode,
  progressStep,
  type SourceCode,
} from '@sme/contract/loan-status';
import { describe, expect, it } from 'vitest';
import { type Actor, canWithdraw, decideTransition, TRANSITION_REFUSED, WITHDRAW_MESSAGES } from './loan-status.ts';

/** The allowed moves written out independently of the table: "source:from>to" → actor. */
const ALLOWED: Record<string, Actor> = {
  '1:1>11': 'institution',
  '1:1>10': 'enterprise',
  '1:11>4': 'institution',
  '1:11>5': 'institution',
  '1:11>10': 'enterprise',
  '1:4>6': 'institution',
  '1:4>7': 'institution',
  '1:6>8': 'institution',
  '1:6>9': 'institution',
  '2:1>2': 'operator',
  '2:1>3': 'operator',
  '2:1>10': 'enterprise',
  '2:2>11': 'institution',
  '2:2>10': 'enterprise',
  '2:11>4': 'institution',
  '2:11>5': 'institution',
  '2:11>10': 'enterprise',
  '2:4>6': 'institution',
  '2:4>7': 'institution',
  '2:6>8': 'institution',
  '2:6>9': 'institution',
};
const ACTORS: Actor[] = ['enterprise', 'operator', 'institution'];
const SOURCES: SourceCode[] = [1, 2];

describe('the loan status machine', () => {
  for (const source of SOURCES) {
    for (const from of LOAN_STATUSES) {
      for (const to of LOAN_STATUSES) {
        it(`source ${source}: ${from} → ${to} only by ${ALLOWED[`${source}:${from}>${to}`] ?? 'nobody'}`, () => {
          for (const actor of ACTORS) {
            const allowed = ALLOWED[`${source}:${from}>${to}`] === actor;
            expect(decideTransition({ source, status: from, loanIndustry: null }, to, actor).allowed).toBe(allowed);
          }
        });
      }
    }
  }

  it('leaves nothing from a final status', () => {
    for (const from of [3, 5, 7, 8, 9, 10] as LoanStatusCode[]) {
      expect(isFinal(from)).toBe(true);
      expect(Object.keys(ALLOWED).some((key) => key.split(':')[1]?.startsWith(`${from}>`))).toBe(false);
    }
    expect(isFinal(1) || isFinal(2) || isFinal(4) || isFinal(6) || isFinal(11)).toBe(false);
  });

  it('has no withdraw in the postal flow (loanIndustry 7), at any status', () => {
    for (const source of SOURCES) {
      for (const status of LOAN_STATUSES) {
        expect(decideTransition({ source, status, loanIndustry: 7 }, 10, 'enterprise')).toEqual({
          allowed: false,
          reason: WITHDRAW_MESSAGES.postal,
        });
      }
    }
    expect(decideTransition({ source: 1, status: 1, loanIndustry: 7 }, 11, 'institution').allowed).toBe(true);
  });

  it('says why a withdraw is refused', () => {
    const refuse = (status: LoanStatusCode, source: SourceCode = 1) =>
      decideTransition({ source, status, loanIndustry: null }, 10, 'enterprise');
    expect(refuse(4)).toEqual({ allowed: false, reason: '该申请已被机构受理，不能撤回' });
    expect(refuse(10)).toEqual({ allowed: false, reason: WITHDRAW_MESSAGES.withdrawn });
    expect(refuse(8)).toEqual({ allowed: false, reason: WITHDRAW_MESSAGES.released });
    expect(refuse(2)).toEqual({ allowed: false, reason: WITHDRAW_MESSAGES.other });
    expect(refuse(3, 2)).toEqual({ allowed: false, reason: WITHDRAW_MESSAGES.reviewRejected });
    expect(decideTransition({ source: 1, status: 4, loanIndustry: null }, 8, 'institution')).toEqual({
      allowed: false,
      reason: TRANSITION_REFUSED,
    });
  });

  it('offers the withdraw button for products at 1 and 11, for needs at 1, 2 and 11 (spec §4)', () => {
    const at = (source: SourceCode) =>
      LOAN_STATUSES.filter((status) => canWithdraw({ source, status, loanIndustry: null })).sort((a, b) => a - b);
    expect(at(1)).toEqual([1, 11]);
    expect(at(2)).toEqual([1, 2, 11]);
  });
});

describe('spec §4 presentation rules', () => {
  it('maps statuses to progress steps', () => {
    const steps = Object.fromEntries(LOAN_STATUSES.map((status) => [status, progressStep(status)]));
    expect(steps).toEqual({ 1: 1, 2: 2, 3: 2, 4: 4, 5: 4, 6: 5, 7: 5, 8: 6, 9: 6, 10: 1, 11: 3 });
  });

  it('knows the failure and error-style statuses', () => {
    expect(LOAN_STATUSES.filter(isFailure).sort((a, b) => a - b)).toEqual([3, 5, 7, 9]);
    expect(LOAN_STATUSES.filter(isErrorStyle).sort((a, b) => a - b)).toEqual([3, 5, 7, 9, 10]);
  });
});
