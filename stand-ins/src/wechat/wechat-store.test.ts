import { describe, expect, it } from 'vitest';
import { CODE_TTL_MS, WeChatStore } from './wechat-store.ts';

const AUTHORIZATION = { appId: 'wx1', userKey: 'zhang', scope: 'snsapi_login' };

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('the WeChat stand-in store', () => {
  it('redeems a code once; a second use is "code been used"', () => {
    const store = new WeChatStore();
    const code = store.issueCode(AUTHORIZATION);
    expect(store.redeemCode('wx1', code)).toEqual({ ok: true, authorization: AUTHORIZATION });
    expect(store.redeemCode('wx1', code)).toEqual({ ok: false, error: { errcode: 40163, errmsg: 'code been used' } });
  });

  it('refuses unknown codes, codes of another app and codes older than 5 minutes', () => {
    const time = clock();
    const store = new WeChatStore(time.now);
    const invalid = { ok: false, error: { errcode: 40029, errmsg: 'invalid code' } };
    expect(store.redeemCode('wx1', 'nope')).toEqual(invalid);
    const code = store.issueCode(AUTHORIZATION);
    expect(store.redeemCode('wx2', code)).toEqual(invalid);
    time.advance(CODE_TTL_MS);
    expect(store.redeemCode('wx1', code)).toEqual(invalid);
  });

  it('keeps access tokens for 2 hours', () => {
    const time = clock();
    const store = new WeChatStore(time.now);
    const { accessToken } = store.issueAccessToken(AUTHORIZATION);
    expect(store.findAccessToken(accessToken)).toEqual({ ok: true, authorization: AUTHORIZATION });
    time.advance(7200_000);
    expect(store.findAccessToken(accessToken)).toMatchObject({ ok: false, error: { errcode: 42001 } });
    expect(store.findAccessToken('unknown')).toMatchObject({ ok: false, error: { errcode: 40001 } });
  });
});
