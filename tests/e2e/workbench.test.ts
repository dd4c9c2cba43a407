import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { totpCode } from '../../apps/gateway/src/features/workbench/domain/totp.ts';
import { captchaAnswer } from './accounts-support.ts';
import { devTransition } from './business-support.ts';
import { graphAsSession, productNamed, SMART_MAKING } from './financing-support.ts';
import { baseUrl, launchBrowser, openPage, withPage } from './harness.ts';
import { signInDemo } from './verification-support.ts';

/**
 * The staff workbench (apps/admin at /admin/, issue 9) in Chromium: an institution's staff member logs in with the
 * slider and the TOTP code of the README's demo secret, opens an application of its institution (which records
 * 机构已查看), accepts it with a manager and a remark, and credits it.
 */

const STAFF = { username: 'org01-staff', password: 'Staff@2026demo', secret: 'TZTF6A7HEUSQYWIEDSOOW4ZLDVBNMX2M' };

let browser: Browser;
let applicationId = '';

/** Today in Beijing: the latest decision day a credit may carry. */
const beijingToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The demo company applies for 粤秀税信贷 (粤秀示范农商银行, the institution of org01-staff) through GraphQL. */
async function applyAsEnterprise(page: Page): Promise<string> {
  await signInDemo(page, SMART_MAKING);
  const product = await productNamed(page, '粤秀税信贷');
  const { applyForProduct } = await graphAsSession<{ applyForProduct: { id: string } }>(
    page,
    'mutation ($input: ProductApplicationInput!) { applyForProduct(input: $input) { id } }',
    {
      input: {
        productId: product.id,
        applyAmount: 400,
        loanPeriod: 12,
        guaranteeMethods: [4],
        repayMethod: 1,
        loanFor: 4,
        isFirstLoan: true,
        districtName: '天河区',
        streetName: '石牌街道',
        contactName: '王经理',
        contactMobile: '13900000007',
        idempotencyKey: `e2e-workbench-${Date.now()}`,
        authEndDate: Date.now() + 157_680_000_000,
      },
    },
  );
  return applyForProduct.id;
}

/** Waits for the puzzle the slider loads, asks the development helper for its answer and slides there by keys. */
async function solveSlider(page: Page, trigger: () => Promise<void>): Promise<void> {
  const puzzle = page.waitForResponse((response) => {
    if (!response.url().endsWith('/graphql')) return false;
    return (response.request().postDataJSON() as { operationName?: string } | null)?.operationName === 'AdminCaptcha';
  });
  await trigger();
  const body = (await (await puzzle).json()) as { data: { captcha: { key: string } } };
  const x = await captchaAnswer(body.data.captcha.key);
  const slider = page.getByRole('slider', { name: '拼图滑块' });
  await expect.poll(() => slider.getAttribute('aria-disabled')).toBe('false');
  await slider.focus();
  for (let step = 0; step < Math.round(x / 2.55); step += 1) await slider.press('ArrowRight');
  await slider.press('Enter');
}

beforeAll(async () => {
  browser = await launchBrowser();
  const { context, page } = await openPage(browser);
  try {
    applicationId = await applyAsEnterprise(page);
  } finally {
    await context.close();
  }
});

afterAll(async () => {
  // The shared demo company keeps no business in progress (revocation tests expect none): the loan fails.
  if (applicationId) {
    await devTransition(Number(applicationId), 9, { failureType: 4, failureReason: '测试结束' }).catch(() => {});
  }
  await browser?.close();
});

describe('the staff workbench', () => {
  it('logs institution staff in with the slider and TOTP, then accepts and credits an application', async () => {
    await withPage(browser, async (page) => {
      await page.goto(`${baseUrl()}/admin/#/login`);
      await page.getByRole('heading', { name: '金融机构/政府人员登录' }).waitFor();
      await page.getByLabel('用户名').fill(STAFF.username);
      await page.getByLabel('密码', { exact: true }).fill(STAFF.password);
      await solveSlider(page, () => page.getByRole('button', { name: '登录', exact: true }).click());

      const code = page.getByLabel('动态验证码');
      await code.waitFor();
      await code.fill(totpCode(STAFF.secret, new Date()));
      await page.getByRole('button', { name: '确认登录' }).click();

      await page.getByRole('heading', { name: '申请队列' }).waitFor();
      await expect.poll(() => page.getByTestId('staff-name').textContent()).toContain('粤秀示范农商银行');
      expect(await page.getByRole('navigation', { name: '主导航' }).textContent()).toBe('申请队列待认领需求响应时效');

      // Newest first: the application just made is on the first page.
      const row = page.getByTestId('application-row').filter({ has: page.locator(`a[href$="/${applicationId}"]`) });
      await expect.poll(() => row.textContent()).toContain(SMART_MAKING);
      expect(await row.textContent()).toContain('粤秀税信贷');
      await row.getByRole('link', { name: '查看' }).click();
      await page.waitForURL(`**/admin/#/applications/${applicationId}`);
      const status = page.getByTestId('application-status');
      await expect.poll(() => status.textContent()).toBe('机构已查看');

      await page.getByRole('button', { name: '受理', exact: true }).click();
      await page.getByRole('button', { name: '确认受理' }).click();
      await page.getByText('请选择客户经理').last().waitFor();
      await page.getByLabel('客户经理').selectOption({ index: 1 });
      await page.getByLabel('受理备注').fill('材料齐全，已受理');
      await page.getByRole('button', { name: '确认受理' }).click();
      await expect.poll(() => status.textContent()).toBe('机构已受理');

      await page.getByRole('button', { name: '授信', exact: true }).click();
      await page.getByLabel('授信金额（万元）').fill('300');
      await page.getByLabel('授信日期').fill(beijingToday());
      await page.getByLabel('备注', { exact: true }).fill('授信300万元');
      await page.getByRole('button', { name: '确认授信' }).click();
      await expect.poll(() => status.textContent()).toBe('已授信');
      await expect.poll(() => page.getByTestId('timeline').textContent()).toContain('授信300万元');
      expect(await page.getByText('授信金额', { exact: true }).locator('..').textContent()).toContain('300万元');
    });
  });
});
