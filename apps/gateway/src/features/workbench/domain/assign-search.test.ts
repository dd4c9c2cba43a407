import { describe, expect, it } from 'vitest';
import { readQueueKeyword } from './assign-search.ts';

describe('readQueueKeyword', () => {
  it('reads digits as an application id, 18 letters and digits as a credit code, the rest as a name', () => {
    expect(readQueueKeyword(' 42 ')).toEqual({ kind: 'id', id: 42 });
    expect(readQueueKeyword('91440101mA5abcde1x')).toEqual({ kind: 'code', code: '91440101MA5ABCDE1X' });
    expect(readQueueKeyword('羊城')).toEqual({ kind: 'name', term: '羊城' });
    expect(readQueueKeyword('羊')).toEqual({ kind: 'too-short' });
    expect(readQueueKeyword('99999999999')).toEqual({ kind: 'name', term: '99999999999' });
  });
});
