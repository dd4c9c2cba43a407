import { describe, expect, it } from 'vitest';
import { longestFirst } from './longest-first.ts';

describe('the browser files’ order', () => {
  it('puts the longest first and files with no figure before all', () => {
    const seconds = { 'tests/e2e/a.test.ts': 12, 'tests/e2e/b.test.ts': 155, 'tests/e2e/c.test.ts': 40 };
    expect(
      longestFirst(
        ['tests/e2e/a.test.ts', 'tests/e2e/new.test.ts', 'tests/e2e/c.test.ts', 'tests/e2e/b.test.ts'],
        seconds,
      ),
    ).toEqual(['tests/e2e/new.test.ts', 'tests/e2e/b.test.ts', 'tests/e2e/c.test.ts', 'tests/e2e/a.test.ts']);
  });

  it('breaks ties by path, so two runs give one order', () => {
    const seconds = { 'tests/e2e/z.test.ts': 10, 'tests/e2e/m.test.ts': 10 };
    expect(longestFirst(['tests/e2e/z.test.ts', 'tests/e2e/m.test.ts'], seconds)).toEqual([
      'tests/e2e/m.test.ts',
      'tests/e2e/z.test.ts',
    ]);
  });
});
