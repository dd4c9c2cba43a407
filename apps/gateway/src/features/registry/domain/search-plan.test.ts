import { describe, expect, it } from 'vitest';
import { chooseSearchPlan } from './search-plan.ts';

const MILLION = 1_000_000;

describe('chooseSearchPlan', () => {
  it('sends rare and middling terms to the bigram index', () => {
    expect(chooseSearchPlan({ bigrams: 1, rarestBigram: 12, companies: MILLION }, 11)).toEqual({
      kind: 'bigram-index',
    });
    expect(chooseSearchPlan({ bigrams: 3, rarestBigram: 3000, companies: MILLION }, 11)).toEqual({
      kind: 'bigram-index',
    });
  });

  it('sends a term with an unknown bigram (no company holds it) to the index, which finds nothing at once', () => {
    expect(chooseSearchPlan({ bigrams: 2, rarestBigram: 0, companies: MILLION }, 11)).toEqual({ kind: 'bigram-index' });
  });

  it('walks the ids for common terms, allowing four times the expected walk before the index answers', () => {
    expect(chooseSearchPlan({ bigrams: 1, rarestBigram: 600_000, companies: MILLION }, 11)).toEqual({
      kind: 'id-order',
      examineAtMost: 74,
      fallback: 'bigram-index',
    });
  });

  it('moves the break-even point with the rows a page needs', () => {
    const stats = { bigrams: 1, rarestBigram: 5_000, companies: MILLION };
    expect(chooseSearchPlan(stats, 11).kind).toBe('id-order');
    expect(chooseSearchPlan(stats, 100).kind).toBe('bigram-index');
  });

  it('walks a 1-character term a little, then reads the table', () => {
    expect(chooseSearchPlan({ bigrams: 0, rarestBigram: 0, companies: MILLION }, 11)).toEqual({
      kind: 'id-order',
      examineAtMost: 550,
      fallback: 'sequential',
    });
  });

  it('never walks less than a page when the counts lack the registry size', () => {
    expect(chooseSearchPlan({ bigrams: 1, rarestBigram: 600_000, companies: 0 }, 11)).toEqual({
      kind: 'id-order',
      examineAtMost: 44,
      fallback: 'bigram-index',
    });
  });

  it('copes with an empty registry', () => {
    expect(chooseSearchPlan({ bigrams: 1, rarestBigram: 0, companies: 0 }, 11)).toEqual({ kind: 'bigram-index' });
  });
});
