import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { beijingDay } from '../support/beijing-day.ts';
import { randomMobile } from './accounts-support.ts';
import { endTestApplication } from './business-support.ts';
import { demoStaff } from './desk-support.ts';
import { applyAsSession, fillLoanTerms, graphAsSession, productNamed, SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, gatewayUrl, openPage, visit } from './harness.ts';
import { staffLogin, staffLoginThroughScreen } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * The staff workbench (apps/admin at /admin/, issue 9) in Chromium: an institution's staff member logs in with the
 * slider and the TOTP code of the README's demo secret, opens an application of its institution (which records
 * 机构已查看), accepts it with a manager and a remark, and credits it. Then an application submitted through the
 * portal's form is viewed, accepted, credited and lent in the workbench, and the enterprise sees each step: the
 * progress view's step bar and timeline (with times), the SMS in the development outbox, the header's unread count,
 * and at the end the four messages in 消息中心.
 */

const STAFF = demoStaff('org01-staff');

const chromium = chromiumForBlock();
let applicationId = '';

/** Today in Beijing: the latest decision day a credit may carry. */
const beijingToday = () => beijingDay(Date.now());

/** The demo company applies for 粤秀税信贷 (粤秀示范农商银行, the institution of org01-staff) through GraphQL. */
async function applyAsEnterprise(page: Page): Promise<string> {
  await signInDemo(page, SMART_MAKING);
  const product = await productNamed(page, '粤秀税信贷');
  return applyAsSession(page, product.id, { applyAmount: 400, contactMobile: '13900000007' });
}

beforeAll(async () => {
  const { context, page } = await openPage(chromium.browser);
  try {
    applicationId = await applyAsEnterprise(page);
  } finally {
    await context.close();
  }
});

// The loan fails (9).
afterAll(() => endTestApplication(applicationId, 9));

describe('the staff workbench', () => {
  it('logs institution staff in with the slider and TOTP, then accepts and credits an application', async () => {
    await chromium.withPage(async (page) => {
      await staffLoginThroughScreen(page, STAFF);
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
      // The usual answer is today, Beijing time: the form starts with it.
      expect(await page.getByLabel('授信日期').inputValue()).toBe(beijingToday());
      await page.getByLabel('备注', { exact: true }).fill('授信300万元');
      await page.getByRole('button', { name: '确认授信' }).click();
      await expect.poll(() => status.textContent()).toBe('已授信');
      await expect.poll(() => page.getByTestId('timeline').textContent()).toContain('授信300万元');
      expect(await page.getByText('授信金额', { exact: true }).locator('..').textContent()).toContain('300.00万元');
    });
  });
});

/** The institution administrator of the same institution: its own TOTP secret, so no code of the test above is replayed. */
const ADMIN = demoStaff('org01-admin');

/** The loan notices texted to a mobile, newest first (development helper of the outbox). */
async function notices(mobile: string): Promise<{ method: string; text: string; time: string }[]> {
  const response = await fetch(`${gatewayUrl()}/__dev/sms/notices?mobile=${mobile}`);
  const envelope = (await response.json()) as {
    code: number;
    msg: string;
    data: { method: string; text: string; time: string }[];
  };
  if (envelope.code !== 0) throw new Error(envelope.msg);
  return envelope.data;
}

/** The demo company applies for 粤秀税信贷 through the portal's form; answers the new application's id. */
async function applyInPortal(page: Page, contactMobile: string): Promise<string> {
  const product = await productNamed(page, '粤秀税信贷');
  await visit(page, `/financeApply?productId=${product.id}`);
  await page.getByTestId('apply-product').getByText(product.name).waitFor();
  const form = page.getByRole('form', { name: '融资申请' });
  await fillLoanTerms(form, { amount: '400', contactName: '李经理', contactMobile: contactMobile });
  if (await page.getByTestId('authorisation-step').isVisible()) {
    await page.getByTestId('authorisation-step').getByText('我已阅读并同意《企业数据授权书》').click();
  }
  await form.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL(/#\/financeApplyStatus\/1\?id=\d+$/);
  await page.getByTestId('apply-status').getByText('申请提交成功').waitFor();
  return new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '';
}

const STEPS = ['提交申请', '机构查看', '机构受理', '机构授信', '机构放款'];

/** What the enterprise sees after the institution's n-th move (1 viewed … 4 lent). */
async function enterpriseSees(
  page: Page,
  id: string,
  contactMobile: string,
  step: { moves: number; status: number; label: string; text: string },
) {
  await visit(page, `/account/2?id=${id}`);
  await page.reload();
  const progress = page.locator(`[data-testid="progress-view"][data-status="${step.status}"]`);
  await progress.waitFor();
  // The step bar: the submission and every move done, the step of this move current.
  const states = await page
    .getByTestId('step')
    .evaluateAll((steps) => steps.map((item) => `${item.textContent?.replace(/^[✓!\d]+/, '')}:${item.dataset.state}`));
  expect(states).toEqual(
    STEPS.map((title, index) => `${title}:${index < step.moves ? 'done' : index === step.moves ? 'current' : 'todo'}`),
  );
  // The timeline: the submission and one event per move, the newest last, each with its time.
  const events = page.getByTestId('timeline-event');
  expect(await events.count()).toBe(step.moves + 1);
  const newest = (await events.last().textContent()) ?? '';
  expect(newest).toContain(step.label);
  expect(newest).toContain('金融机构');
  for (const event of await events.allTextContents()) expect(event).toMatch(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  // The SMS to the application's contact (sent after the move's commit), one per move.
  await expect.poll(async () => (await notices(contactMobile))[0]?.text ?? '').toContain(step.text);
  const texts = await notices(contactMobile);
  expect(texts).toHaveLength(step.moves);
  expect(texts[0]).toMatchObject({ method: 'LOAN_NOTICE' });
  expect(texts[0]?.text).toMatch(/^【区域中小企业融资服务平台】/);
  // The header's unread count: one message per move.
  await expect.poll(() => page.getByTestId('unread-badge').textContent()).toBe(String(step.moves));
}

describe('the enterprise follows the workbench', () => {
  it('sees each move of institution staff — viewed, accepted, credited, lent — in the portal and by SMS', async () => {
    const { context: portalContext, page: portal, errors } = await openPage(chromium.browser);
    let id = '';
    try {
      await signInDemo(portal, SMART_MAKING);
      await graphAsSession(portal, 'mutation { markMessagesRead(all: true) { unreadCount } }');
      const contactMobile = randomMobile();
      id = await applyInPortal(portal, contactMobile);
      expect(id).toMatch(/^\d+$/);
      expect(await notices(contactMobile)).toEqual([]);

      await chromium.withPage(async (page) => {
        await staffLogin(page, ADMIN);
        await page.getByRole('heading', { name: '申请队列' }).waitFor();
        const status = page.getByTestId('application-status');
        const timeline = page.getByTestId('timeline');

        // Opening it records 机构已查看.
        await page.goto(`${baseUrl()}/admin/#/applications/${id}`);
        await expect.poll(() => status.textContent()).toBe('机构已查看');
        await enterpriseSees(portal, id, contactMobile, {
          moves: 1,
          status: 11,
          label: '机构已查看',
          text: '您申请的「粤秀税信贷」已被机构查看，请留意后续进展。',
        });

        await page.getByRole('button', { name: '受理', exact: true }).click();
        await page.getByLabel('客户经理').selectOption({ index: 1 });
        await page.getByLabel('受理备注').fill('资料齐全，同意受理');
        await page.getByRole('button', { name: '确认受理' }).click();
        await expect.poll(() => status.textContent()).toBe('机构已受理');
        await enterpriseSees(portal, id, contactMobile, {
          moves: 2,
          status: 4,
          label: '机构已受理',
          text: '您申请的「粤秀税信贷」已被机构受理，客户经理将与您联系。',
        });

        await page.getByRole('button', { name: '授信', exact: true }).click();
        await page.getByLabel('授信金额（万元）').fill('300');
        await page.getByLabel('授信日期').fill(beijingToday());
        await page.getByLabel('备注', { exact: true }).fill('授信300万元');
        await page.getByRole('button', { name: '确认授信' }).click();
        await expect.poll(() => status.textContent()).toBe('已授信');
        await enterpriseSees(portal, id, contactMobile, {
          moves: 3,
          status: 6,
          label: '已授信',
          text: '您申请的「粤秀税信贷」已获机构授信，金额300万元。',
        });

        // 放款: not above the credit (the form says so before asking), then 250万元 today.
        await page.getByRole('button', { name: '放款', exact: true }).click();
        await page.getByText('不超过授信金额 300.00万元').waitFor();
        await page.getByLabel('放款金额（万元）').fill('300.01');
        expect(await page.getByLabel('放款日期').inputValue()).toBe(beijingToday());
        await page.getByRole('button', { name: '确认放款' }).click();
        await page.getByText('放款金额不能大于授信金额').waitFor();
        await page.getByLabel('放款金额（万元）').fill('250');
        await page.getByLabel('备注', { exact: true }).fill('首笔放款250万元');
        await page.getByRole('button', { name: '确认放款' }).click();
        await expect.poll(() => status.textContent()).toBe('已放款');
        await expect.poll(() => timeline.textContent()).toContain('首笔放款250万元');
        expect(await page.getByText('放款金额', { exact: true }).locator('..').textContent()).toContain('250.00万元');
        expect(await page.getByText('放款时间', { exact: true }).locator('..').textContent()).toMatch(
          /\d{4}-\d{2}-\d{2}/,
        );
        // A final status offers no more actions.
        expect(await page.getByRole('button', { name: '放款', exact: true }).count()).toBe(0);
      });

      await enterpriseSees(portal, id, contactMobile, {
        moves: 4,
        status: 8,
        label: '已放款',
        text: '您申请的「粤秀税信贷」已放款，金额250万元。',
      });
      expect((await portal.getByTestId('timeline-event').last().textContent()) ?? '').toContain('放款金额：250');

      // 消息中心 (/account/6): the four messages, newest first, unread.
      await visit(portal, '/account/6');
      const centre = portal.getByTestId('message-centre');
      await centre.waitFor();
      const items = centre.getByTestId('message-item');
      await expect.poll(() => centre.locator('[data-read="false"]').count()).toBe(4);
      expect(await items.first().textContent()).toContain('您申请的「粤秀税信贷」已放款，金额250万元。');
      expect(await items.nth(1).textContent()).toContain('已获机构授信，金额300万元');
      expect(await items.nth(2).textContent()).toContain('已被机构受理');
      expect(await items.nth(3).textContent()).toContain('已被机构查看');
      expect(await portal.getByTestId('unread-badge').textContent()).toBe('4');
      await centre.getByRole('button', { name: '全部已读' }).click();
      await portal.getByTestId('unread-badge').waitFor({ state: 'detached' });
      expect(errors).toEqual([]);
    } finally {
      await portalContext.close();
    }
  }, 120_000);
});
