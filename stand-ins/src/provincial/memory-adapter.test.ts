import { afterEach, describe, expect, it } from 'vitest';
import { MemoryStore } from './memory-adapter.ts';

let now = 1_000_000;
const store = new MemoryStore(() => now);
afterEach(() => {
  now = 1_000_000;
});

describe("the stand-in provider's memory adapter", () => {
  it('stores, finds by uid, consumes and forgets after the lifetime', async () => {
    const sessions = store.adapterFor('Session');
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    now += 60_000;
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();

    const codes = store.adapterFor('AuthorizationCode');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBe(Math.floor(now / 1000));
  });

  it('revokes everything issued under a grant, and only that', async () => {
    const codes = store.adapterFor('AuthorizationCode');
    const tokens = store.adapterFor('AccessToken');
    await codes.upsert('c2', { grantId: 'g2' }, 60);
    await tokens.upsert('t2', { grantId: 'g2' }, 600);
    await tokens.upsert('t3', { grantId: 'g3' }, 600);
    await tokens.revokeByGrantId('g2');
    expect(await codes.find('c2')).toBeUndefined();
    expect(await tokens.find('t2')).toBeUndefined();
    expect(await tokens.find('t3')).toEqual({ grantId: 'g3' });
    await tokens.destroy('t3');
    expect(await tokens.find('t3')).toBeUndefined();
  });
});
