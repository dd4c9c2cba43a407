import { describe, expect, it } from 'vitest';
import { isPlainRead, StatementWatch } from './write-watch.ts';

describe('StatementWatch', () => {
  it('counts every statement that may write, and no plain select', () => {
    const watch = new StatementWatch();
    watch.finished('select "version" from "catalog_version" where "id" = $1');
    watch.finished('  SELECT 1');
    expect(watch.count).toBe(0);
    for (const sql of [
      'update "loan_product" set "on_shelf" = $1',
      'insert into "financial_org" values ($1)',
      'delete from "loan_product"',
      'begin',
      'commit',
      'with gone as (delete from "loan_product" returning id) select count(*) from gone',
      'TRUNCATE loan_product',
      '(select 1) union (select 2)',
    ]) {
      watch.finished(sql);
    }
    expect(watch.count).toBe(8);
  });

  it('reads a column named like a keyword as a read only when the statement starts with select', () => {
    expect(isPlainRead('selected_at')).toBe(false);
    expect(isPlainRead('select "selected_at" from t')).toBe(true);
  });

  it('tells its subscribers after every counted statement, never after a plain read, until they unsubscribe', () => {
    const watch = new StatementWatch();
    const seen: number[] = [];
    const unsubscribe = watch.subscribe(() => seen.push(watch.count));
    watch.finished('select 1');
    watch.finished('update loan_product set on_shelf = false');
    watch.finished('commit');
    unsubscribe();
    watch.finished('commit');
    expect(seen).toEqual([1, 2]);
  });
});
