import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { isContentId, missingContentMessage } from './content-errors';

describe('content failures', () => {
  it('reads the message of a NOT_FOUND error only', () => {
    const missing = new CombinedGraphQLErrors({
      errors: [{ message: '该政策不存在或已下线', extensions: { code: 'NOT_FOUND' } }],
    });
    expect(missingContentMessage(missing)).toBe('该政策不存在或已下线');
    const other = new CombinedGraphQLErrors({ errors: [{ message: '服务器繁忙', extensions: { code: 'INTERNAL' } }] });
    expect(missingContentMessage(other)).toBeNull();
    expect(missingContentMessage(new Error('network'))).toBeNull();
  });

  it('accepts positive database ids only', () => {
    expect(isContentId('12')).toBe(true);
    expect(['0', '012', 'abc', '-1', '2147483648', undefined].map(isContentId)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
