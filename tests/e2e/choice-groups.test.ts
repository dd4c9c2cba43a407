import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { beijingDay } from '../support/beijing-day.ts';
import { demoStaff } from './desk-support.ts';
import { fillLoanTerms, formProduct, graphAsSession, SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, openPage, visit } from './harness.ts';
import { fillProductTerms } from './product-form-support.ts';
import { staffLogin } from './staff-support.ts';
import { demoPageForBlock } from './verification-support.ts';

/**
 * Every choice group stores what was clicked. The 担保方式 checkboxes once shared their field's one id, so every label
 * pointed at the first option: clicking 信用 ticked 抵押, and applications, needs and products were saved with a
 * guarantee nobody chose. Here each label of each group is clicked and must tick exactly its own option; then an
 * application, a need and a workbench product are saved with options picked by their labels, and what was stored is
 * read back through GraphQL.
 */

const GUARANTEES = [
  ['抵押', 1],
  ['质押', 2],
  ['保证', 3],
  ['信用', 4],
  ['其他', 5],
] as const;
const REPAYMENTS = [
  ['等额本息', 1],
  ['等额本金', 2],
  ['先息后本', 3],
  ['一次性还本付息', 4],
  ['其他', 5],
  ['随借随还', 6],
  ['按协议约定', 7],
  ['分期还款', 8],
] as const;
const ADMIN = 'org02-admin';

/** The values of the ticked inputs of a group (checkboxes carry their lookup code, radios yes / no). */
const tickedValues = (group: Locator) =>
  group.locator('input:checked').evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));

/** Clicks each option's label on and off: only that option is ticked in between, and every input has its own id. */
async function eachLabelTicksItsOwn(group: Locator, options: readonly (readonly [string, number])[]): Promise<void> {
  const ids = await group.locator('input').evaluateAll((inputs) => inputs.map((input) => input.id));
  expect(ids.every((id) => id !== '')).toBe(true);
  expect(new Set(ids).size).toBe(options.length);
  for (const [label, code] of options) {
    const text = group.getByText(label, { exact: true });
    await text.click();
    await expect.poll(() => tickedValues(group)).toEqual([String(code)]);
    await text.click();
    await expect.poll(() => tickedValues(group)).toEqual([]);
  }
}

/**
 * A radio group as a keyboard user meets it: a radiogroup named by its question, each radio named by its label, and
 * the arrow keys moving the choice from the first option to the next and back (each radio's own label is checked
 * by the every-route axe scan).
 */
async function arrowKeysMoveTheChoice(page: Page, group: Locator, values: readonly string[]): Promise<void> {
  const radios = group.getByRole('radio');
  expect(await radios.count()).toBe(values.length);
  await radios.first().focus();
  await page.keyboard.press('Space');
  await expect.poll(() => tickedValues(group)).toEqual([values[0]]);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => tickedValues(group)).toEqual([values[1]]);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => tickedValues(group)).toEqual([values[0]]);
}

/** Ticks the options named, by their labels. */
async function tick(group: Locator, labels: readonly string[]): Promise<void> {
  for (const label of labels) await group.getByText(label, { exact: true }).click();
}

describe('choice groups store what was clicked', () => {
  const chromium = chromiumForBlock();

  describe('in the portal, as the demo company', () => {
    const demo = demoPageForBlock(chromium, SMART_MAKING);

    it('融资申请: each 担保方式 and 是否首贷 label picks its own option, and the application stores them', async () => {
      const { page } = demo;
      const product = await formProduct(page);
      await visit(page, `/financeApply?productId=${product.id}`);
      const form = page.getByRole('form', { name: '融资申请' });
      const guarantee = form.getByRole('group', { name: '担保方式' });
      await guarantee.waitFor();
      await eachLabelTicksItsOwn(guarantee, GUARANTEES);

      const firstLoan = form.getByRole('group', { name: '是否首贷' });
      const radios = firstLoan.locator('input[type="radio"]');
      // One radio group: one name, so the two are one tab stop.
      const names = await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name));
      expect(names).toHaveLength(2);
      expect(names[0]).not.toBe('');
      expect(names[1]).toBe(names[0]);
      await firstLoan.getByText('否', { exact: true }).click();
      await expect.poll(() => tickedValues(firstLoan)).toEqual(['no']);
      await firstLoan.getByText('是', { exact: true }).click();
      await expect.poll(() => tickedValues(firstLoan)).toEqual(['yes']);
      await arrowKeysMoveTheChoice(page, form.getByRole('radiogroup', { name: '是否首贷' }), ['yes', 'no']);

      // fillLoanTerms ticks 信用 and 否 by their labels; then 质押 is added and 是 chosen, by their labels too.
      await fillLoanTerms(form, { amount: '88', contactName: '李会计', contactMobile: '13900000005' });
      await tick(guarantee, ['质押']);
      await firstLoan.getByText('是', { exact: true }).click();
      await expect.poll(() => tickedValues(guarantee)).toEqual(['2', '4']);
      if (await page.getByTestId('authorisation-step').isVisible()) {
        await page.getByTestId('authorisation-step').getByText('我已阅读并同意《企业数据授权书》').click();
      }
      await form.getByRole('button', { name: '提交申请' }).click();
      await page.waitForURL(/#\/financeApplyStatus\/1\?id=\d+$/);
      const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '';

      const { loanApplication } = await graphAsSession<{
        loanApplication: { guaranteeMethods: { code: number }[]; isFirstLoan: boolean; repayMethod: { code: number } };
      }>(
        page,
        'query ($id: ID!) { loanApplication(id: $id) { guaranteeMethods { code } isFirstLoan repayMethod { code } } }',
        { id },
      );
      expect(loanApplication.guaranteeMethods.map((method) => method.code)).toEqual([2, 4]);
      expect(loanApplication.isFirstLoan).toBe(true);
      expect(loanApplication.repayMethod.code).toBe(1);
      // Nothing left in progress with an institution for the other tests of the shared demo account.
      await graphAsSession(page, 'mutation ($id: ID!) { withdrawApplication(id: $id) { id } }', { id });
    });

    it('发布融资需求: each 担保方式 label picks its own option, and the need stores them', async () => {
      const { page } = demo;
      await visit(page, '/financeRelease');
      const form = page.getByRole('form', { name: '发布融资需求' });
      const guarantee = form.getByRole('group', { name: '担保方式' });
      await guarantee.waitFor();
      await eachLabelTicksItsOwn(guarantee, GUARANTEES);

      await form.getByLabel('融资金额').fill('150');
      await form.getByLabel('贷款用途', { exact: true }).selectOption({ label: '扩大经营' });
      await tick(guarantee, ['其他', '保证']);
      await form.getByLabel('融资期限（月）').fill('9');
      await form.getByLabel('最高可接受利率').fill('5');
      const inAMonth = beijingDay(Date.now(), 30);
      await form.getByLabel('需求有效期').fill(inAMonth);
      if (await page.getByTestId('authorisation-step').isVisible()) {
        await page.getByTestId('authorisation-step').getByText('我已阅读并同意《企业数据授权书》').click();
      }
      await form.getByRole('button', { name: '发布需求' }).click();
      await page.getByTestId('release-success').waitFor();

      const { myNeeds } = await graphAsSession<{
        myNeeds: { records: { id: string; applyAmount: number; guaranteeMethods: { code: number }[] }[] };
      }>(page, 'query { myNeeds(page: { pageSize: 1 }) { records { id applyAmount guaranteeMethods { code } } } }');
      const [need] = myNeeds.records;
      expect(need?.applyAmount).toBe(150);
      expect(need?.guaranteeMethods.map((method) => method.code)).toEqual([3, 5]);
      await graphAsSession(page, 'mutation ($id: ID!) { withdrawApplication(id: $id) { id } }', { id: need?.id });
    });

    it('一键测额: each answer of each question is its own radio, picked by its label', async () => {
      const { page } = demo;
      await visit(page, '/oneClickRate');
      const form = page.getByRole('form', { name: '一键测额问卷' });
      const questions = form.getByRole('group');
      await questions.first().waitFor();
      const count = await questions.count();
      expect(count).toBeGreaterThan(3);
      for (let index = 0; index < count; index += 1) {
        const question = questions.nth(index);
        const options = question.locator('label:has(input[type="radio"])');
        const values = await options
          .locator('input')
          .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value));
        const names = new Set(
          await options
            .locator('input')
            .evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).name)),
        );
        expect(names.size).toBe(1);
        for (const [at, value] of values.entries()) {
          await options.nth(at).click();
          await expect.poll(() => tickedValues(question)).toEqual([value]);
        }
        const legend = ((await question.locator('legend').textContent()) ?? '').replace('*', '').trim();
        await arrowKeysMoveTheChoice(page, question.getByRole('radiogroup', { name: legend, exact: true }), values);
      }
    });
  });

  it('新增产品 in the workbench: each 担保方式 and 还款方式 label picks its own option, and the product stores them', async () => {
    const { page, context } = await openPage(chromium.browser);
    try {
      await staffLogin(page, demoStaff(ADMIN));
      const nav = page.getByRole('navigation', { name: '主导航' });
      await nav.getByRole('link', { name: '产品管理' }).click();
      await page.getByRole('heading', { name: '产品管理' }).waitFor();
      await page.getByRole('button', { name: '新增产品' }).click();
      const form = page.getByTestId('product-form');
      const guarantee = form.getByRole('group', { name: '担保方式' });
      const repayment = form.getByRole('group', { name: '还款方式' });
      await eachLabelTicksItsOwn(guarantee, GUARANTEES);
      await eachLabelTicksItsOwn(repayment, REPAYMENTS);

      const name = `选项回读贷${Date.now() % 100_000}`;
      await form.getByLabel('产品名称').fill(name);
      await tick(guarantee, ['质押', '其他']);
      await tick(repayment, ['等额本金', '随借随还']);
      await fillProductTerms(form, { min: '10', max: '200' }, '选项回读测试产品');
      await form.getByRole('button', { name: '提交上架' }).click();
      await form.waitFor({ state: 'detached' });

      const { orgProducts } = await graphAsSession<{
        orgProducts: { records: { id: string; guaranteeMethods: number[]; repayMethods: number[] }[] };
      }>(
        page,
        'query ($keyword: String) { orgProducts(filter: { keyword: $keyword }) { records { id guaranteeMethods repayMethods } } }',
        { keyword: name },
      );
      const [product] = orgProducts.records;
      expect([...(product?.guaranteeMethods ?? [])].sort()).toEqual([2, 5]);
      expect([...(product?.repayMethods ?? [])].sort()).toEqual([2, 6]);
      await graphAsSession(page, 'mutation ($id: ID!) { removeOrgProduct(id: $id) { id } }', { id: product?.id });
    } finally {
      await context.close();
    }
  });
});
