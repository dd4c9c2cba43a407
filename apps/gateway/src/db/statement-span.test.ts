import { describe, expect, it } from 'vitest';
import { inStatementSpan, operationOf } from './statement-span.ts';

describe('operationOf', () => {
  it('is the first word of the statement in capitals, without a trailing semicolon', () => {
    expect(operationOf('select "id" from "account" where "mobile" = $1')).toBe('SELECT');
    expect(operationOf('  commit;')).toBe('COMMIT');
    expect(operationOf('with x as (select 1) select * from x')).toBe('WITH');
  });
});

describe('inStatementSpan', () => {
  it('without the SDK runs the statement and passes its answer and failure through', async () => {
    await expect(inStatementSpan('select 1', async () => 42)).resolves.toBe(42);
    await expect(
      inStatementSpan('select 1', async () => {
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
  });
});
