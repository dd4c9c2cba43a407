/**
 * How a name-contains search reads the registry, chosen from what the bigram counts say (docs/decisions/0020-company-registry-for-the-add-company-search.md,
 * "Company registry"). Pure: the store gathers the counts and runs the plan.
 *
 * - `bigram-index`: the GIN index over the names' bigrams finds every company holding all of the term's bigrams,
 *   LIKE confirms them, and they are sorted by id. Its cost grows with the candidates, at most the count of the
 *   term's rarest bigram: right for rare and middling terms.
 * - `id-order`: walk the primary key in id order through at most `examineAtMost` companies and keep those whose name
 *   contains the term, stopping as soon as the page is full. Right for common terms (有限, 公司, 科技), whose
 *   matches are dense from the first ids on, where the index would first collect hundreds of thousands of rows. If
 *   the walk ends before the page is full (the term is rarer than its bigrams suggested), `fallback` answers.
 * - `sequential`: read the whole table (1-character terms, which have no bigram, when they are not common).
 */
export type SearchPlan =
  | { kind: 'bigram-index' }
  | { kind: 'sequential' }
  | { kind: 'id-order'; examineAtMost: number; fallback: 'bigram-index' | 'sequential' };

export interface TermStatistics {
  /** Bigrams of the term (0 for a 1-character term). */
  bigrams: number;
  /** Companies whose name holds the term's rarest bigram: an upper bound of the matches (0 when unknown). */
  rarestBigram: number;
  /** Companies in the registry (roughly; only a hint). */
  companies: number;
}

/** How many times the expected walk the id-order plan may examine before it gives up. */
const WALK_ALLOWANCE = 4;
/** A 1-character term is walked this many rows per row wanted before the whole table is read instead. */
const SINGLE_CHARACTER_WALK = 50;

/**
 * `needed` is offset + page size + 1: the rows a page (and the knowledge of a next page) takes. The index costs about
 * one heap visit per candidate (at most rarestBigram); the walk about needed × companies / matches visits. They
 * cost the same at sqrt(needed × companies) candidates: fewer go to the index, more to the walk.
 */
export function chooseSearchPlan({ bigrams, rarestBigram, companies }: TermStatistics, needed: number): SearchPlan {
  if (bigrams === 0) {
    return { kind: 'id-order', examineAtMost: SINGLE_CHARACTER_WALK * needed, fallback: 'sequential' };
  }
  // Counts that disagree (rows loaded without their counts) must not shrink the walk below a page.
  const registry = Math.max(companies, rarestBigram, 1);
  const breakEven = Math.sqrt(needed * registry);
  if (rarestBigram <= breakEven) return { kind: 'bigram-index' };
  const expectedWalk = (needed * registry) / rarestBigram;
  return { kind: 'id-order', examineAtMost: Math.ceil(WALK_ALLOWANCE * expectedWalk), fallback: 'bigram-index' };
}
