import { describe, expect, it } from 'vitest';
import { readCallback, takeCallbackOnce } from './provider-callback';

describe('provider callbacks', () => {
  it('reads a code with its state, a cancel, and nothing', () => {
    expect(readCallback('?code=abc&state=s1')).toEqual({ kind: 'code', code: 'abc', state: 's1' });
    expect(readCallback('?error=access_denied&state=s1')).toEqual({ kind: 'cancelled' });
    expect(readCallback('?state=s1')).toEqual({ kind: 'cancelled' });
    expect(readCallback('?code=abc')).toEqual({ kind: 'invalid' });
    expect(readCallback('?error=server_error')).toEqual({ kind: 'invalid' });
    expect(readCallback('')).toBeNull();
  });

  it('hands a callback out once', () => {
    expect(takeCallbackOnce('?code=once&state=s')).toEqual({ kind: 'code', code: 'once', state: 's' });
    expect(takeCallbackOnce('?code=once&state=s')).toBeNull();
    expect(takeCallbackOnce('')).toBeNull();
  });
});
