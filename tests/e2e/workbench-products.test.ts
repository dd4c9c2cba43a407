import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import { beijingDay } from '../support/beijing-day.ts';
import { demoStaff } from './desk-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, openPage, visit } from './harness.ts';
import { fillProductTerms } from './product-form-support.ts';
import { staffLogin } from './staff-support.ts';
import { signInDemo } from './verification-support.ts';

/**
 * 产品管理 and 预授信 of an institution administrator (apps/admin, issue 9) in Chromium, each step checked in the
 * portal: a new product in 金融超市, its edit, its removal (该产品已下架), a pre-credit limit on /getCreditLimit.
 * org03-admin (珠江示范村镇银行), not org01: the demo company's seeded limits are 粤秀's and 羊城's, which the
 * estimates test picks by institution.
 */

const ADMIN = 'org03-admin';
const INSTITUTION = '珠江示范村镇银行';
const NAME = `端到端示范贷${Date.now() % 100_000}`;
const RENAMED = `${NAME}二期`;
const DEMO_CODE = REGISTRY_FIXTURE.demoCertified.uniformCode;

const chromium = chromiumForBlock();
let admin: Page;
let closeAdmin: () => Promise<void>;

/** A day `days` after today in Beijing. */
const dayAfter = (days: number) => beijingDay(Date.now(), days);

/** The portal's 金融超市 searched for a name, loaded afresh (no cached answer): the names of the cards found. */
async function marketNames(page: Page, keyword: string): Promise<string[]> {
  await visit(page, `/product?keyword=${encodeURIComponent(keyword)}`);
  await page.reload();
  await page.getByTestId('product-total').waitFor();
  return page.getByTestId('product-card').locator('h3').allTextContents();
}

let signedIn = false;

/** The administrator's login (slider, then the TOTP of the demo secret) in one page kept for both tests. */
async function adminPage(): Promise<Page> {
  if (signedIn) return admin;
  const opened = await openPage(chromium.browser);
  admin = opened.page;
  closeAdmin = () => opened.context.close();
  await staffLogin(admin, demoStaff(ADMIN));
  await expect.poll(() => admin.getByTestId('staff-name').textContent()).toContain(INSTITUTION);
  signedIn = true;
  return admin;
}

afterAll(async () => {
  await closeAdmin?.();
});

describe('产品管理 and 预授信 of an institution administrator', () => {
  it('creates, edits and removes a product, and the portal follows each step', async () => {
    await adminPage();
    const nav = admin.getByRole('navigation', { name: '主导航' });
    expect(await nav.textContent()).toBe('申请队列待认领需求超时预警响应时效产品管理预授信');
    await nav.getByRole('link', { name: '产品管理' }).click();
    await admin.getByRole('heading', { name: '产品管理' }).waitFor();

    // The form's own checks first.
    await admin.getByRole('button', { name: '新增产品' }).click();
    const form = admin.getByTestId('product-form');
    await form.getByRole('button', { name: '提交上架' }).click();
    await form.getByText('请填写产品名称').waitFor();
    await form.getByText('请至少选择一种担保方式').waitFor();

    await form.getByLabel('产品名称').fill(NAME);
    await form.getByText('信用', { exact: true }).click();
    await form.getByText('先息后本', { exact: true }).click();
    await fillProductTerms(form, { min: '500', max: '100' }, '端到端测试产品');
    await form.getByRole('button', { name: '提交上架' }).click();
    await form.getByText('最低额度不能大于最高额度').waitFor();
    await form.getByLabel('最低额度（万元）').fill('10');
    await form.getByRole('button', { name: '提交上架' }).click();
    await form.waitFor({ state: 'detached' });

    const row = admin.locator('[data-testid^="product-row-"]').filter({ hasText: NAME });
    await expect.poll(() => row.textContent()).toContain('在架');
    expect(await row.textContent()).toContain('10.00-100.00万元');
    const productId = ((await row.getAttribute('data-testid')) ?? '').replace('product-row-', '');
    expect(productId).toMatch(/^\d+$/);

    await chromium.withPage(async (portal) => {
      expect(await marketNames(portal, NAME)).toEqual([NAME]);

      await row.getByRole('button', { name: '编辑' }).click();
      const edit = admin.getByTestId('product-form');
      expect(await edit.getByLabel('产品名称').inputValue()).toBe(NAME);
      await edit.getByLabel('产品名称').fill(RENAMED);
      await edit.getByLabel('最高额度（万元）').fill('260');
      await edit.getByRole('button', { name: '保存修改' }).click();
      await edit.waitFor({ state: 'detached' });
      const renamed = admin.getByTestId(`product-row-${productId}`);
      await expect.poll(() => renamed.textContent()).toContain(RENAMED);
      expect(await marketNames(portal, NAME)).toEqual([RENAMED]);

      await renamed.getByRole('button', { name: '下架' }).click();
      const dialog = admin.getByRole('alertdialog');
      await dialog.getByText(`确定下架“${RENAMED}”吗？`, { exact: false }).waitFor();
      // While the dialog closes it keeps the product's name (it used to flicker to “”).
      const shownWhileClosing: string[] = [];
      const watching = setInterval(() => {
        void dialog
          .textContent({ timeout: 100 })
          .then((text) => shownWhileClosing.push(text ?? ''))
          .catch(() => undefined);
      }, 15);
      await dialog.getByRole('button', { name: '确定下架' }).click();
      await dialog.waitFor({ state: 'detached' });
      clearInterval(watching);
      expect(shownWhileClosing.filter((text) => text.includes('确定下架“”'))).toEqual([]);
      await expect.poll(() => renamed.textContent()).toContain('已下架');
      // The success message covers no control: not 退出登录, not the navigation, not the table's buttons.
      const toast = admin.getByTestId('toast').filter({ hasText: '产品已下架' });
      await toast.waitFor();
      const toastBox = await toast.boundingBox();
      const controls = await admin.locator('button, a, input, select').evaluateAll((elements) =>
        elements.map((element) => {
          const box = element.getBoundingClientRect();
          return { text: (element.textContent ?? '').trim(), x: box.x, y: box.y, w: box.width, h: box.height };
        }),
      );
      const covered = controls.filter(
        (control) =>
          control.w > 0 &&
          toastBox !== null &&
          !(toastBox.x >= control.x + control.w || control.x >= toastBox.x + toastBox.width) &&
          !(toastBox.y >= control.y + control.h || control.y >= toastBox.y + toastBox.height),
      );
      expect(covered.filter((control) => !/关闭/.test(control.text))).toEqual([]);
      expect(await marketNames(portal, NAME)).toEqual([]);
      await visit(portal, `/product/${productId}`);
      await portal.getByText('该产品已下架').waitFor();
    });

    // 上架状态 lists the removed product under 已下架 only, and every row says the status asked for.
    const rows = admin.locator('[data-testid^="product-row-"]');
    const statuses = () => rows.locator('td:nth-child(8)').allTextContents();
    const shelf = admin.getByLabel('上架状态');
    await shelf.selectOption({ label: '已下架' });
    await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['已下架']));
    expect(await rows.filter({ hasText: RENAMED }).count()).toBe(1);
    await shelf.selectOption({ label: '在架' });
    await expect.poll(() => rows.filter({ hasText: RENAMED }).count()).toBe(0);
    await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['在架']));
    await shelf.selectOption({ label: '全部产品' });
    await expect.poll(() => rows.filter({ hasText: RENAMED }).count()).toBe(1);
    await expect.poll(async () => new Set(await statuses())).toEqual(new Set(['在架', '已下架']));
  });

  it('grants a pre-credit limit that the company’s 预授信额度 page shows; a CSV with a bad row imports nothing', async () => {
    await adminPage();
    await admin.getByRole('navigation', { name: '主导航' }).getByRole('link', { name: '预授信' }).click();
    await admin.getByRole('heading', { name: '预授信' }).first().waitFor();

    const grant = admin.getByTestId('grant-form');
    const wrong = `${DEMO_CODE.slice(0, 17)}${DEMO_CODE[17] === '0' ? '1' : '0'}`;
    await grant.getByLabel('统一社会信用代码').fill(wrong);
    await grant.getByLabel('预授信额度（万元）').fill('123.45');
    await grant.getByLabel('到期日期').fill(dayAfter(180));
    await grant.getByRole('button', { name: '授予预授信' }).click();
    await grant.getByText('统一社会信用代码格式或校验位不正确').waitFor();
    await grant.getByLabel('统一社会信用代码').fill(DEMO_CODE);
    await grant.getByLabel('备注').fill('端到端预授信');
    await grant.getByRole('button', { name: '授予预授信' }).click();
    const list = admin.getByTestId('pre-credit-list');
    await expect.poll(() => list.textContent()).toContain(SMART_MAKING);
    expect(await list.textContent()).toContain('123.45');

    const csv = admin.getByTestId('import-form');
    await csv
      .getByLabel('粘贴 CSV 内容')
      .fill(`统一社会信用代码,额度,生效日期,到期日期\n${DEMO_CODE},66,,${dayAfter(90)}\n${wrong},50,,${dayAfter(90)}`);
    await csv.getByRole('button', { name: '导入' }).click();
    const result = admin.getByTestId('import-result');
    await result.waitFor();
    expect(await result.textContent()).toContain('可导入');
    expect(await result.textContent()).toContain('未通过：统一社会信用代码格式或校验位不正确');
    await csv.getByText('有1行未通过，本次未导入任何记录').waitFor();

    await chromium.withPage(async (portal) => {
      await signInDemo(portal, SMART_MAKING);
      await visit(portal, '/getCreditLimit');
      const rows = portal.getByTestId('pre-credit-row').filter({ hasText: INSTITUTION });
      await rows.first().waitFor();
      expect(await rows.count()).toBe(1);
      expect(await rows.textContent()).toContain('123.45');
      expect(await rows.textContent()).toContain('生效中');
    });
  });
});
