import { describe, expect, it, vi } from 'vitest';
import { hashPassword } from '#features/accounts/domain/passwords.ts';
import { codeOfStep, stepAt } from '#features/workbench/domain/totp.ts';
import { demoTotpSecret, seedDemoStaff } from '#seed/demo-staff.ts';
import { accountsForFile, freshIp, get, post, register, wire } from './accounts-support.ts';
import { codeNow, passwordStep, STAFF_HEADER, staffGet, staffLogin, staffPost } from './staff-support.ts';

const h = accountsForFile();

async function newStaff(username: string, password = 'Newstaff#2026') {
  await h.database.db
    .insertInto('staff_account')
    .values({
      username,
      password_hash: await hashPassword(wire(password)),
      role: 'operator',
      display_name: '新运营',
      created_at: h.clock.now(),
    })
    .execute();
  return password;
}

describe('staff login with a TOTP second factor', () => {
  it('logs a seeded staff member in with password and code, and /auth/staff/me answers who it is', async () => {
    h.clock.advance(30_000);
    const first = await passwordStep(h, 'org01-staff');
    expect(first).toMatchObject({ code: 0, data: { next: 'totp' } });
    expect(first.data).not.toHaveProperty('secret');
    const second = await staffPost<{ token: string; staff: Record<string, unknown> }>(
      h,
      '/auth/staff/totp',
      undefined,
      {
        ticket: first.data.ticket,
        code: codeNow(h, demoTotpSecret('org01-staff')),
      },
    );
    expect(second.code, second.msg).toBe(0);
    expect(second.data.staff).toMatchObject({ username: 'org01-staff', role: 'org_staff', roleName: '机构业务人员' });
    expect(second.data.staff.orgId).toEqual(expect.any(Number));
    const me = await staffGet(h, '/auth/staff/me', second.data.token);
    expect(me).toMatchObject({ code: 0, data: { username: 'org01-staff', role: 'org_staff' } });
    const operator = await staffGet(h, '/auth/staff/me', await staffLogin(h, 'operator'));
    expect(operator.data).toMatchObject({ role: 'operator', orgId: null, orgName: null });
    const gov = await staffGet(h, '/auth/staff/me', await staffLogin(h, 'gov'));
    expect(gov.data).toMatchObject({ role: 'gov_viewer', orgId: null });
  });

  it('enrols on first login: secret and otpauth URI, confirmed by a valid code only', async () => {
    const password = await newStaff('enrol.me');
    h.clock.advance(30_000);
    const first = await passwordStep(h, 'enrol.me', password);
    expect(first.code, first.msg).toBe(0);
    expect(first.data.next).toBe('enrol');
    const secret = first.data.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(first.data.otpauthUri).toBe(
      `otpauth://totp/${encodeURIComponent('区域中小企业融资服务平台')}:enrol.me?secret=${secret}&issuer=${encodeURIComponent('区域中小企业融资服务平台')}&algorithm=SHA1&digits=6&period=30`,
    );
    const step = stepAt(h.clock.now());
    const wrong = await staffPost(h, '/auth/staff/totp', undefined, {
      ticket: first.data.ticket,
      code: codeOfStep(secret, step + 5),
    });
    expect(wrong.code).toBe(-4006);
    expect(wrong.msg).toMatch(/^动态验证码错误或已使用，还可尝试\d次$/);
    const before = await h.database.db
      .selectFrom('staff_account')
      .select('totp_enrolled_at')
      .where('username', '=', 'enrol.me')
      .executeTakeFirstOrThrow();
    expect(before.totp_enrolled_at).toBeNull();
    const right = await staffPost<{ token: string }>(h, '/auth/staff/totp', undefined, {
      ticket: first.data.ticket,
      code: codeNow(h, secret),
    });
    expect(right.code, right.msg).toBe(0);
    // Enrolled now: the next login asks for a code of the same secret, and shows no secret.
    h.clock.advance(30_000);
    const again = await passwordStep(h, 'enrol.me', password);
    expect(again.data).toEqual({ next: 'totp', ticket: expect.any(String) });
    const next = await staffPost(h, '/auth/staff/totp', undefined, {
      ticket: again.data.ticket,
      code: codeNow(h, secret),
    });
    expect(next.code, next.msg).toBe(0);
  });

  it('refuses a replayed code (the same step twice) and accepts the next step', async () => {
    h.clock.advance(30_000);
    const code = codeNow(h, demoTotpSecret('org02-staff'));
    const one = await passwordStep(h, 'org02-staff');
    expect((await staffPost(h, '/auth/staff/totp', undefined, { ticket: one.data.ticket, code })).code).toBe(0);
    const two = await passwordStep(h, 'org02-staff');
    const replay = await staffPost(h, '/auth/staff/totp', undefined, { ticket: two.data.ticket, code });
    expect(replay.code).toBe(-4006);
    // The previous step's code (within the drift) is older than the one used: refused too.
    const older = codeOfStep(demoTotpSecret('org02-staff'), stepAt(h.clock.now()) - 1);
    expect((await staffPost(h, '/auth/staff/totp', undefined, { ticket: two.data.ticket, code: older })).code).toBe(
      -4006,
    );
    h.clock.advance(30_000);
    const fresh = await staffPost(h, '/auth/staff/totp', undefined, {
      ticket: two.data.ticket,
      code: codeNow(h, demoTotpSecret('org02-staff')),
    });
    expect(fresh.code, fresh.msg).toBe(0);
  });

  it('uses a ticket once, and kills it after 5 wrong codes', async () => {
    h.clock.advance(30_000);
    const first = await passwordStep(h, 'org03-staff');
    const code = codeNow(h, demoTotpSecret('org03-staff'));
    expect((await staffPost(h, '/auth/staff/totp', undefined, { ticket: first.data.ticket, code })).code).toBe(0);
    h.clock.advance(30_000);
    const reused = await staffPost(h, '/auth/staff/totp', undefined, {
      ticket: first.data.ticket,
      code: codeNow(h, demoTotpSecret('org03-staff')),
    });
    expect(reused).toMatchObject({ code: -4003, msg: '登录已失效，请重新输入用户名和密码' });
    const ip = freshIp();
    const second = await passwordStep(h, 'org03-staff', undefined, ip);
    const wrongCode = () =>
      staffPost(h, '/auth/staff/totp', undefined, { ticket: second.data.ticket, code: '000000' }, ip);
    for (let i = 0; i < 4; i++) expect((await wrongCode()).code).toBe(-4006);
    // The fifth wrong code completes the lockout series of the username from this address (password failures and
    // codes count together).
    const fifth = await wrongCode();
    expect(fifth.code).toBe(-1029);
    h.clock.advance(16 * 60_000);
    const dead = await staffPost(h, '/auth/staff/totp', undefined, {
      ticket: second.data.ticket,
      code: codeNow(h, demoTotpSecret('org03-staff')),
    });
    expect(dead.code).toBe(-4003);
    // After the lock, a complete login works again and clears the series.
    await staffLogin(h, 'org03-staff');
  });

  it('locks the username from one address after 5 wrong passwords, even for the right one, for 15 minutes', async () => {
    const ip = freshIp();
    for (let i = 1; i <= 4; i++) {
      const wrong = await passwordStep(h, 'org04-admin', 'wrong-password', ip);
      expect(wrong).toMatchObject({ code: -4001, msg: `用户名或密码错误，还可尝试${5 - i}次` });
    }
    const fifth = await passwordStep(h, 'org04-admin', 'wrong-password', ip);
    expect(fifth.code).toBe(-1029);
    expect(fifth.msg).toBe('密码错误次数过多，账号已锁定，请15分钟后再试');
    expect((await passwordStep(h, 'org04-admin', undefined, ip)).code).toBe(-1029);
    h.clock.advance(15 * 60_000 + 1000);
    await staffLogin(h, 'org04-admin');
  });

  it('a stranger locking a username from another address does not lock its owner out, and the operator is told', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const stranger = freshIp();
      for (let i = 0; i < 5; i++) await passwordStep(h, 'org05-admin', 'wrong-password', stranger);
      expect((await passwordStep(h, 'org05-admin', undefined, stranger)).code).toBe(-1029);
      const alerts = warn.mock.calls.map(([line]) => JSON.parse(String(line)));
      expect(alerts).toContainEqual(
        expect.objectContaining({ level: 'warn', at: 'staff-login:locked', username: 'org05-admin', ip: stranger }),
      );
    } finally {
      warn.mockRestore();
    }
    await staffLogin(h, 'org05-admin');
  });

  it('parallel logins with the right password from one address never lock', async () => {
    const ip = freshIp();
    const steps = await Promise.all(Array.from({ length: 10 }, () => passwordStep(h, 'org07-staff', undefined, ip)));
    expect(steps.map((step) => `${step.code} ${step.msg}`)).toEqual(Array(10).fill('0 操作成功'));
    expect((await passwordStep(h, 'org07-staff', undefined, ip)).code).toBe(0);
  });

  it('answers unknown usernames like wrong passwords', async () => {
    const unknown = await passwordStep(h, 'nobody.here');
    expect(unknown).toMatchObject({ code: -4001, msg: '用户名或密码错误，还可尝试4次' });
  });

  it('refuses bad input with a Chinese message and a non-zero code', async () => {
    const ip = freshIp();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, '请输入用户名'],
      [{ username: 'A b', password: wire('x'), token: 'x'.repeat(43) }, '用户名格式不正确'],
      [{ username: 'operator' }, '请输入密码'],
      [{ username: 'operator', password: 'plain' }, '密码格式不正确，请使用 SHA-256 摘要传输'],
      [{ username: 'operator', password: wire('x') }, '请先完成图形验证'],
    ];
    for (const [body, msg] of cases) {
      expect(await staffPost(h, '/auth/staff/login', undefined, body, ip)).toMatchObject({ code: -1000, msg });
    }
    const spent = await staffPost(h, '/auth/staff/login', undefined, {
      username: 'operator',
      password: wire('x'),
      token: 'x'.repeat(43),
    });
    expect(spent).toMatchObject({ code: -3003 });
    const totpCases: Array<[Record<string, unknown>, string]> = [
      [{}, '缺少登录凭据（ticket）'],
      [{ ticket: 'short', code: '123456' }, '登录已失效，请重新输入用户名和密码'],
      [{ ticket: 'x'.repeat(43) }, '请输入动态验证码'],
      [{ ticket: 'x'.repeat(43), code: '12345' }, '动态验证码为6位数字'],
    ];
    for (const [body, msg] of totpCases) {
      expect(await staffPost(h, '/auth/staff/totp', undefined, body)).toMatchObject({ code: -1000, msg });
    }
    expect(await staffPost(h, '/auth/staff/totp', undefined, { ticket: 'x'.repeat(43), code: '123456' })).toMatchObject(
      {
        code: -4003,
      },
    );
  });
});

describe('demo staff', () => {
  it('one org_staff and one org_admin per demo institution, an operator and a government viewer; seeding again adds none', async () => {
    const rows = await h.database.db
      .selectFrom('staff_account as a')
      .leftJoin('org_user as u', 'u.id', 'a.org_user_id')
      .select(['a.role', 'u.org_id', 'u.role as person_role', 'a.totp_enrolled_at'])
      .where('a.username', '!=', 'enrol.me')
      .execute();
    const orgs = await h.database.db.selectFrom('financial_org').select('id').execute();
    for (const role of ['org_staff', 'org_admin']) {
      const ids = rows.filter((row) => row.role === role).map((row) => row.org_id);
      expect(new Set(ids).size).toBe(orgs.length);
    }
    expect(rows.filter((row) => row.role === 'operator')).toHaveLength(1);
    expect(rows.filter((row) => row.role === 'gov_viewer')).toHaveLength(1);
    expect(rows.every((row) => row.totp_enrolled_at !== null)).toBe(true);
    expect(rows.filter((row) => row.org_id !== null).every((row) => row.person_role === 'staff')).toBe(true);
    expect(await seedDemoStaff(h.database.db)).toBe(false);
  });
});

describe('staff sessions', () => {
  it('keep staff and enterprise tokens apart', async () => {
    const staff = await staffLogin(h, 'org05-staff');
    const enterprise = (await register(h.app, freshIp())).token;
    const asStaff = await staffGet(h, '/auth/staff/me', enterprise);
    expect(asStaff.code).toBe(-1403);
    const asEnterprise = await post(h.app, '/user/user/userInfo', freshIp(), staff);
    expect(asEnterprise.body.code).toBe(-1403);
    // The staff token in the enterprise's header is not a staff session either.
    const wrongHeader = await get(h.app, '/auth/staff/me', freshIp(), staff);
    expect(wrongHeader.body.code).toBe(-1403);
    expect((await staffGet(h, '/auth/staff/me', staff)).code).toBe(0);
  });

  it('end on logout, on a new login, on expiry, and when the staff member is disabled', async () => {
    const token = await staffLogin(h, 'org06-staff');
    expect((await staffPost(h, '/auth/staff/logout', token)).code).toBe(0);
    expect((await staffGet(h, '/auth/staff/me', token)).code).toBe(-1403);
    expect((await staffPost(h, '/auth/staff/logout', token)).code).toBe(0);

    const older = await staffLogin(h, 'org06-staff');
    const newer = await staffLogin(h, 'org06-staff');
    expect((await staffGet(h, '/auth/staff/me', older)).code).toBe(-1403);
    expect((await staffGet(h, '/auth/staff/me', newer)).code).toBe(0);

    h.clock.advance(2 * 3_600_000);
    expect((await staffGet(h, '/auth/staff/me', newer)).code).toBe(-1403);

    const live = await staffLogin(h, 'org06-staff');
    await h.database.db
      .updateTable('staff_account')
      .set({ disabled: true })
      .where('username', '=', 'org06-staff')
      .execute();
    expect((await staffGet(h, '/auth/staff/me', live)).code).toBe(-3001);
    expect((await staffGet(h, '/auth/staff/me', live)).code).toBe(-1403);
    expect((await passwordStep(h, 'org06-staff')).code).toBe(-4004);
    await h.database.db
      .updateTable('staff_account')
      .set({ disabled: false })
      .where('username', '=', 'org06-staff')
      .execute();
  });

  it('answers a missing or malformed staff header with HTTP 403', async () => {
    const response = await import('supertest').then(({ default: request }) =>
      request(h.app).get('/api/auth/staff/me').set(STAFF_HEADER, 'not-a-token'),
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe(-1403);
  });
});
