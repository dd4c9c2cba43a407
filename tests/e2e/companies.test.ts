import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REGISTRY_FIXTURE } from '../../apps/gateway/src/seed/registry/registry-fixtures.ts';
import {
  agreeToProtocolNotice,
  masked,
  registerThroughApi,
  submitPasswordTab,
  type TestAccount,
} from './accounts-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { signIn } from './sign-in-support.ts';
import { ID_NUMBER } from './verification-support.ts';

/** Issue 8 in Chromium: a new user adds a company through the dialog and the page, then certifies it. */

const { distinctive, distinctiveTwin } = REGISTRY_FIXTURE;
/** Two characters no registry name holds together: the search answers nothing. */
const NOTHING_FOUND = '澍琮';

/** Password login of a company-less account on /login, leaving the add-company dialog of spec §4 open. */
async function loginKeepingDialog(page: Page, account: TestAccount): Promise<Locator> {
  await visit(page, '/login');
  await submitPasswordTab(page, account);
  await agreeToProtocolNotice(page);
  await expect.poll(() => page.getByTestId('header-mobile').textContent()).toBe(masked(account.mobile));
  const dialog = page.getByTestId('add-company-prompt');
  await dialog.getByText('请完善企业信息，以便更好地为您服务').waitFor();
  return dialog;
}

const resultButtons = (form: Locator) => form.getByRole('list', { name: '企业查询结果' }).getByRole('button');

/** Searches `name` by typing (the list comes 200 ms after the last keystroke) and chooses `company`. */
async function chooseCompany(form: Locator, name: string, company: { name: string }): Promise<void> {
  await form.getByLabel('企业名称').fill(name);
  await resultButtons(form).filter({ hasText: company.name }).click();
}

async function certifyWithSimulator(page: Page, legalPerson: string, maskedName: string): Promise<void> {
  const form = page.getByRole('form', { name: '法定代表人信息' });
  await form.getByLabel('法定代表人姓名').fill(legalPerson);
  await form.getByLabel('身份证号').fill(ID_NUMBER);
  await form.getByRole('button', { name: '下一步：人脸识别' }).click();
  await page.getByTestId('face-consent-dialog').getByRole('button', { name: '同意并继续' }).click();
  await page.waitForURL(/\/face-simulator\/[\w-]{43}$/);
  expect(await page.getByTestId('simulator-name').textContent()).toBe(maskedName);
  await page.getByRole('button', { name: '通过', exact: true }).click();
  await page.waitForURL(/#\/verified(\?add=true&|\?)certToken=[\w-]{43}$/);
  await expect.poll(() => page.getByTestId('face-result').getAttribute('data-status')).toBe('PASSED');
}

describe('companies on an account in the browser', () => {
  const chromium = chromiumForBlock();

  it('a new user adds a company found by a 2-character search in the dialog, certifies it and opens /financeApply', async () => {
    const account = await registerThroughApi();
    await chromium.withPage(async (page) => {
      const dialog = await loginKeepingDialog(page, account);
      const form = dialog.getByRole('form', { name: '添加企业' });
      const confirm = form.getByRole('button', { name: '确定' });
      expect(await confirm.isDisabled()).toBe(true);

      // Spec §5: 请输入企业名称 once the empty field has lost the focus.
      const name = form.getByLabel('企业名称');
      await name.focus();
      await name.blur();
      await form.getByText('请输入企业名称').waitFor();

      // A broad 2-character name: pages of 10 with 下一页 and 上一页.
      await name.fill('广州');
      await expect.poll(() => resultButtons(form).count()).toBe(10);
      const firstPage = await resultButtons(form).allTextContents();
      expect(await form.getByRole('button', { name: '上一页' }).count()).toBe(0);
      await form.getByRole('button', { name: '下一页' }).click();
      await form.getByTestId('company-search-pager').getByText('第 2 页').waitFor();
      const secondPage = await resultButtons(form).allTextContents();
      expect(secondPage).toHaveLength(10);
      expect(secondPage).not.toContain(firstPage[0]);
      await form.getByRole('button', { name: '上一页' }).click();
      await form.getByTestId('company-search-pager').getByText('第 1 页').waitFor();
      expect(await resultButtons(form).allTextContents()).toEqual(firstPage);

      // Nothing found: the individual-business alert with the hotline (spec §2).
      await name.fill(NOTHING_FOUND);
      const alert = form.getByTestId('individual-business-alert');
      await alert.waitFor();
      expect(await alert.textContent()).toMatch(/个体工商户.*经营者姓名.*400-800-1234/);

      // Two matches: no 下一页 (only a full page of 10 has one); 确定 waits for a choice.
      await name.fill('澍禾');
      await expect.poll(() => resultButtons(form).count()).toBe(2);
      expect(await form.getByRole('button', { name: '下一页' }).count()).toBe(0);
      expect(await confirm.isDisabled()).toBe(true);
      await resultButtons(form).filter({ hasText: distinctive.name }).click();
      expect(await name.inputValue()).toBe(distinctive.name);
      expect(await form.getByLabel('统一社会信用代码').inputValue()).toBe(distinctive.uniformCode);
      expect(await form.getByLabel('法定代表人').inputValue()).toBe(distinctive.legalPerson);
      expect(await form.getByLabel('统一社会信用代码').getAttribute('readonly')).not.toBeNull();
      expect(await confirm.isDisabled()).toBe(false);

      await confirm.click();
      await page.getByText('添加成功').first().waitFor();
      await dialog.waitFor({ state: 'detached' });
      // The user was fetched again: the new company is current and not certified yet.
      await page.getByRole('banner').getByRole('link', { name: '继续实名认证' }).click();
      await page.waitForURL(/#\/verified$/);
      await page.getByTestId('verified-company').getByText(distinctive.name).waitFor();

      await certifyWithSimulator(page, distinctive.legalPerson, '何*邦');
      await page.getByRole('banner').getByRole('link', { name: '切换企业' }).waitFor();
      // A certification-required page opens (spec §6).
      await visit(page, '/financeApply');
      await page.getByText('请先选择要申请的产品').waitFor();
      expect(page.url()).toMatch(/#\/financeApply$/);
    });
  });

  it('/addVerifiedPC adds a company as a page and goes on to /verified?add=true', async () => {
    const account = await registerThroughApi();
    await chromium.withPage(async (page) => {
      await signIn(page.context(), account);
      await visit(page, '/verified');
      await page.getByTestId('verified-no-company').getByRole('link', { name: '添加企业' }).click();
      await page.waitForURL(/#\/addVerifiedPC$/);
      await page.getByRole('heading', { name: '添加企业' }).waitFor();
      const form = page.getByRole('form', { name: '添加企业' });
      await chooseCompany(form, '澍禾', distinctiveTwin);
      // Editing the name after the choice empties the code again: it must come from a result.
      await form.getByLabel('企业名称').fill(`${distinctiveTwin.name}x`);
      expect(await form.getByLabel('统一社会信用代码').inputValue()).toBe('');
      expect(await form.getByRole('button', { name: '确定' }).isDisabled()).toBe(true);
      await chooseCompany(form, '澍禾', distinctiveTwin);
      await form.getByRole('button', { name: '确定' }).click();
      await page.getByText('添加成功').first().waitFor();
      await page.waitForURL(/#\/verified\?add=true$/);
      await page.getByTestId('verified-company').getByText(distinctiveTwin.name).waitFor();
    });
  });
});
