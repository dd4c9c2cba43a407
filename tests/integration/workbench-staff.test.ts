import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../apps/gateway/src/features/accounts/domain/passwords.ts';
import { totpCode } from '../../apps/gateway/src/features/workbench/domain/totp.ts';
import { demoTotpSecret } from '../../apps/gateway/src/seed/demo-staff.ts';
import { passwordDigest } from '../../apps/graph/src/security/password-digest.ts';
import {
  DEMO_MOBILE,
  DEMO_PASSWORD,
  data,
  freshIp,
  loginWithCompany,
  ME,
  passwordLogin,
} from './support/accounts-platform.ts';
import { accountsPlatformForFile } from './support/platform-for-file.ts';
import {
  STAFF_CONFIRM,
  STAFF_COOKIE,
  STAFF_LOGOUT,
  STAFF_ME,
  type StaffBrowser,
  staffData,
  staffFailure,
  staffPasswordStep,
  staffSend,
  staffSignIn,
} from './support/staff-platform.ts';

/** The workbench's staff session through graph and gateway: TOTP login, enrolment, replay, cookie, separation. */

const platform = accountsPlatformForFile();

const staffBrowser = (): StaffBrowser => ({ ip: freshIp() });

describe('staff login with a TOTP second factor', () => {
  it('logs a demo staff member in: password, then the code; the cookie is HttpOnly, Path=/, SameSite=Strict', async () => {
    const browser = staffBrowser();
    platform.clock.advance(30_000);
    const step = await staffPasswordStep(platform, browser, 'org01-staff');
    expect(step).toMatchObject({ next: 'totp', secret: null, otpauthUri: null });
    expect(step.ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(browser.staff).toBeUndefined();
    const answer = await staffSend<{ staffConfirmCode: Record<string, unknown> }>(platform, browser, STAFF_CONFIRM, {
      ticket: step.ticket,
      code: totpCode(demoTotpSecret('org01-staff'), platform.clock.now()),
    });
    expect(answer.body.errors).toBeUndefined();
    expect(answer.body.data?.staffConfirmCode).toMatchObject({
      username: 'org01-staff',
      role: 'org_staff',
      orgName: '粤秀示范农商银行',
    });
    expect(JSON.stringify(answer.body)).not.toContain(browser.staff?.slice(STAFF_COOKIE.length + 1));
    const cookie = answer.setCookies.find((header) => header.startsWith(`${STAFF_COOKIE}=`)) ?? '';
    expect(cookie).toMatch(/^SME-Staff-Token=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Strict$/);
    // The enterprise's cookie is neither set nor cleared by a staff login.
    expect(answer.setCookies.some((header) => header.startsWith('PC-Front-Token='))).toBe(false);
    const me = await staffData<{ staffMe: Record<string, unknown> }>(platform, browser, STAFF_ME);
    expect(me.staffMe).toMatchObject({ username: 'org01-staff', roleName: expect.any(String) });
  });

  it('refuses a replayed code and a wrong one with BUSINESS_ERROR -4006', async () => {
    const browser = staffBrowser();
    await staffSignIn(platform, browser, 'org02-staff');
    // The same 30 s step again: the code was used by the login above.
    const again = await staffPasswordStep(platform, staffBrowser(), 'org02-staff');
    const code = totpCode(demoTotpSecret('org02-staff'), platform.clock.now());
    const replay = await staffFailure(platform, staffBrowser(), STAFF_CONFIRM, { ticket: again.ticket, code });
    expect(replay.error).toMatchObject({ extensions: { code: 'BUSINESS_ERROR', gatewayCode: -4006 } });
    expect(replay.error.message).toMatch(/^动态验证码错误或已使用/);
    expect(replay.answer.setCookies.some((header) => header.startsWith(`${STAFF_COOKIE}=`))).toBe(false);
  });

  it('checks its arguments before the gateway, in Chinese', async () => {
    const browser = staffBrowser();
    const noCode = await staffFailure(platform, browser, STAFF_CONFIRM, { ticket: 'a'.repeat(43), code: '12ab' });
    expect(noCode.error).toMatchObject({ message: '动态验证码为6位数字', extensions: { code: 'BAD_USER_INPUT' } });
    const badUser = await staffFailure(
      platform,
      browser,
      'mutation($i: StaffLoginInput!) { staffLogin(input: $i) { next } }',
      {
        i: { username: '张三', password: 'x', captchaToken: 'a'.repeat(43) },
      },
    );
    expect(badUser.error).toMatchObject({ message: '用户名格式不正确', extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('enrols a staff member without a second factor: secret and otpauth URI, then a code confirms it', async () => {
    const password = 'Newstaff#2026';
    await platform.database.db
      .insertInto('staff_account')
      .values({
        username: 'graph.enrol',
        password_hash: await hashPassword(passwordDigest(password)),
        role: 'gov_viewer',
        display_name: '新政府用户',
        created_at: platform.clock.now(),
      })
      .execute();
    const browser = staffBrowser();
    platform.clock.advance(30_000);
    const step = await staffPasswordStep(platform, browser, 'graph.enrol', password);
    expect(step.next).toBe('enrol');
    expect(step.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(step.otpauthUri).toContain(`secret=${step.secret}`);
    const staff = await staffData<{ staffConfirmCode: Record<string, unknown> }>(platform, browser, STAFF_CONFIRM, {
      ticket: step.ticket,
      code: totpCode(step.secret as string, platform.clock.now()),
    });
    expect(staff.staffConfirmCode).toMatchObject({ username: 'graph.enrol', role: 'gov_viewer', orgId: null });
    // Enrolled now: the next login asks for the code only.
    platform.clock.advance(30_000);
    expect((await staffPasswordStep(platform, staffBrowser(), 'graph.enrol', password)).next).toBe('totp');
  });

  it('logs out: the cookie is cleared and the token is dead; logging out again is fine', async () => {
    const browser = staffBrowser();
    await staffSignIn(platform, browser, 'gov');
    const held = browser.staff as string;
    const out = await staffSend<{ staffLogout: boolean }>(platform, browser, STAFF_LOGOUT);
    expect(out.body.data?.staffLogout).toBe(true);
    expect(out.setCookies.find((header) => header.startsWith(`${STAFF_COOKIE}=;`))).toMatch(/Max-Age=0/);
    expect(browser.staff).toBeUndefined();
    expect((await staffData<{ staffMe: unknown }>(platform, browser, STAFF_ME)).staffMe).toBeNull();
    expect((await staffData<{ staffLogout: boolean }>(platform, browser, STAFF_LOGOUT)).staffLogout).toBe(true);
    // The dead token sent again: staffMe is null and the answer clears the cookie.
    const stale: StaffBrowser = { ip: freshIp(), staff: held };
    const me = await staffSend<{ staffMe: unknown }>(platform, stale, STAFF_ME);
    expect(me.body.data?.staffMe).toBeNull();
    expect(stale.staff).toBeUndefined();
  });
});

describe('the two sessions stay apart', () => {
  it('a dead staff cookie on an operation: UNAUTHENTICATED (staff), the staff cookie cleared, the portal’s kept', async () => {
    const browser: StaffBrowser = { ip: freshIp() };
    const entries = await passwordLogin(platform, browser, DEMO_MOBILE, DEMO_PASSWORD);
    await loginWithCompany(platform, browser, entries[0]?.id ?? '');
    await staffSignIn(platform, browser, 'operator');
    // Another login of the same staff member replaces this browser's session.
    await staffSignIn(platform, { ip: freshIp() }, 'operator');
    const portalCookie = browser.cookie;
    const { error, answer } = await staffFailure(platform, browser, 'query { openNeeds { total } }');
    expect(error).toMatchObject({ extensions: { code: 'UNAUTHENTICATED', session: 'staff' } });
    expect(answer.setCookies.find((header) => header.startsWith(`${STAFF_COOKIE}=;`))).toMatch(/Max-Age=0/);
    expect(answer.setCookies.some((header) => header.startsWith('PC-Front-Token='))).toBe(false);
    expect(browser.staff).toBeUndefined();
    expect(browser.cookie).toBe(portalCookie);
    expect((await data<{ me: unknown }>(platform.app, browser, ME)).me).not.toBeNull();
  });

  it('an enterprise session cannot call staff operations, a staff session cannot call the portal’s', async () => {
    const enterprise: StaffBrowser = { ip: freshIp() };
    const entries = await passwordLogin(platform, enterprise, DEMO_MOBILE, DEMO_PASSWORD);
    await loginWithCompany(platform, enterprise, entries[0]?.id ?? '');
    expect(enterprise.cookie).toBeDefined();
    expect((await staffData<{ staffMe: unknown }>(platform, enterprise, STAFF_ME)).staffMe).toBeNull();
    const refused = await staffFailure(platform, enterprise, 'query { orgApplications { total } }');
    expect(refused.error.extensions).toMatchObject({ code: 'UNAUTHENTICATED', session: 'staff' });
    // The refusal of a staff call leaves the enterprise's session alone.
    expect(refused.answer.setCookies.some((header) => header.startsWith('PC-Front-Token='))).toBe(false);
    expect((await data<{ me: unknown }>(platform.app, enterprise, ME)).me).not.toBeNull();

    const staff = staffBrowser();
    await staffSignIn(platform, staff, 'org01-staff');
    const portal = await staffSend<{ me: unknown }>(platform, staff, ME);
    expect(portal.body.data?.me ?? null).toBeNull();
    // The staff cookie survives the portal's refusal.
    expect(staff.staff).toBeDefined();
    expect((await staffData<{ staffMe: unknown }>(platform, staff, STAFF_ME)).staffMe).not.toBeNull();
  });
});
