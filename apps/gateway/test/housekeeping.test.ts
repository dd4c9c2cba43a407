import { describe, expect, it } from 'vitest';
import { deleteExpired } from '#features/accounts/stores/housekeeping-store.ts';
import {
  accountsForFile,
  freshIp,
  freshMobile,
  HOUR,
  MINUTE,
  register,
  sendCode,
  solveCaptcha,
} from './accounts-support.ts';

const h = accountsForFile();

const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

async function count(table: 'sms_code' | 'sms_outbox' | 'captcha_challenge' | 'captcha_token' | 'user_session') {
  const row = await h.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('housekeeping', () => {
  it('deletes dead codes, puzzles, tokens, outbox messages and old sessions, and keeps live ones', async () => {
    await sendCode(h.app, freshMobile(), 'REGISTER', freshIp());
    await solveCaptcha(h.app, freshIp());
    const account = await register(h.app, freshIp());
    await h.database.db.updateTable('user_session').set({ ended_at: h.clock.now() }).execute();
    expect(await count('sms_code')).toBeGreaterThan(0);

    // Five minutes on, nothing is old enough to go.
    h.clock.advance(5 * MINUTE);
    const early = await deleteExpired(h.database.db, h.clock.now(), WEEK);
    expect(Object.values(early).every((n) => n === 0)).toBe(true);

    // Two days on, codes, puzzles, tokens and the outbox are gone; ended sessions stay a month.
    h.clock.advance(2 * DAY);
    await deleteExpired(h.database.db, h.clock.now(), WEEK);
    for (const table of ['sms_code', 'sms_outbox', 'captcha_challenge', 'captcha_token'] as const) {
      expect(await count(table), table).toBe(0);
    }
    expect(await count('user_session')).toBeGreaterThan(0);

    h.clock.advance(31 * DAY);
    const late = await deleteExpired(h.database.db, h.clock.now(), WEEK);
    expect(late.user_session).toBeGreaterThan(0);
    expect(await count('user_session')).toBe(0);
    expect(account.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
