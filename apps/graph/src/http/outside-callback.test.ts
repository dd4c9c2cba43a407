import { describe, expect, it } from 'vitest';
import { handoverTarget } from './outside-callback.ts';

describe('the callback handover to the hash route', () => {
  it('passes code and state on to the route of the same name', () => {
    expect(
      handoverTarget('/cbpage/gdauth', { code: 'c-1', state: 's_2', iss: 'https://idp', session_state: 'x' }),
    ).toBe('/#/cbpage/gdauth?code=c-1&state=s_2');
    expect(handoverTarget('/cbpage/wechat', { state: 's', error: 'access_denied' })).toBe(
      '/#/cbpage/wechat?state=s&error=access_denied',
    );
  });

  it('drops values that are not well-formed and never leaves the route', () => {
    expect(handoverTarget('/cbpage/gdauth', {})).toBe('/#/cbpage/gdauth');
    expect(handoverTarget('/cbpage/gdauth', { code: ['a', 'b'], state: 'a b', error: 'Bad Thing' })).toBe(
      '/#/cbpage/gdauth',
    );
    expect(handoverTarget('/cbpage/gdauth', { code: '//evil.example/#', state: '&x=1' })).toBe(
      '/#/cbpage/gdauth?code=%2F%2Fevil.example%2F%23&state=%26x%3D1',
    );
  });
});
