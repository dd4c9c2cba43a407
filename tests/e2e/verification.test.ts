import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { registerThroughApi } from './accounts-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { signIn } from './sign-in-support.ts';
import {
  decideSimulation,
  FARM_TRADE,
  GraphClient,
  ID_NUMBER,
  LEGAL_PERSON,
  loginDemo,
  resetCertification,
  sessionToken,
  signInDemo,
} from './verification-support.ts';

/** Issue 7 in Chromium: /verified with the simulated face check, the header, the guards of spec §6, the face key. */

const PROVINCIAL_L2 = '请在 “广东省统一认证平台” 完成四级（L2）以上实名核验后再进行操作';

/** Fills the /verified form, passes the face consent and lands on the simulator page. */
async function submitForFaceCheck(page: Page, name = LEGAL_PERSON): Promise<void> {
  const form = page.getByRole('form', { name: '法定代表人信息' });
  await form.getByLabel('法定代表人姓名').fill(name);
  await form.getByLabel('身份证号').fill(ID_NUMBER);
  await form.getByRole('button', { name: '下一步：人脸识别' }).click();
  const consent = page.getByTestId('face-consent-dialog');
  await consent.getByText('人脸识别授权').waitFor();
  await consent.getByRole('button', { name: '同意并继续' }).click();
}

async function simulatorChooses(page: Page, choice: '通过' | '不通过'): Promise<void> {
  await page.waitForURL(/\/face-simulator\/[\w-]{43}$/);
  await page.getByTestId('simulator-badge').getByText('开发环境模拟').waitFor();
  expect(await page.getByTestId('simulator-name').textContent()).toBe('林*燕');
  await page.getByRole('button', { name: choice, exact: true }).click();
  await page.waitForURL(/#\/verified\?certToken=[\w-]{43}$/);
}

describe('real-name certification in the browser', () => {
  const chromium = chromiumForBlock();

  it('certifies the demo account’s uncertified company: 不通过, then 通过; the header and the guard follow', async () => {
    await chromium.withPage(async (page) => {
      await loginDemo(page, FARM_TRADE);
      try {
        await page.getByRole('link', { name: '继续实名认证' }).waitFor();
        // A certification-required page sends the uncertified company to /verified, remembering the page.
        await visit(page, '/financeApply');
        await page.waitForURL(/#\/verified$/);
        await page.getByTestId('verified-message').getByText('请先完成企业实名认证').waitFor();
        const company = page.getByTestId('verified-company');
        await company.getByText(FARM_TRADE).waitFor();
        expect(await company.textContent()).toMatch(/91440101MA5CXD2B7[0-9A-Z].*林\*燕.*未认证/);
        await page.getByTestId('face-simulated-note').waitFor();

        const form = page.getByRole('form', { name: '法定代表人信息' });
        await form.getByRole('button', { name: '下一步：人脸识别' }).click();
        await expect
          .poll(() => form.getByTestId('field-error').allTextContents())
          .toEqual(['请输入法定代表人姓名', '请输入身份证号']);
        await form.getByLabel('法定代表人姓名').fill(LEGAL_PERSON);
        await form.getByLabel('身份证号').fill('110105194912310021');
        await form.getByRole('button', { name: '下一步：人脸识别' }).click();
        await expect.poll(() => form.getByTestId('field-error').allTextContents()).toEqual(['请输入正确身份证号']);

        // 不同意 closes the consent and sends nothing.
        await form.getByLabel('身份证号').fill(ID_NUMBER);
        await form.getByRole('button', { name: '下一步：人脸识别' }).click();
        await page.getByTestId('face-consent-dialog').getByRole('button', { name: '不同意' }).click();
        await page.getByTestId('face-consent-dialog').waitFor({ state: 'detached' });
        expect(page.url()).toMatch(/#\/verified$/);

        // Another name than the registry's legal representative is refused by the server.
        await submitForFaceCheck(page, '林晓东');
        await page.getByTestId('verify-error').getByText('姓名与该企业登记的法定代表人不一致').waitFor();

        await submitForFaceCheck(page);
        await simulatorChooses(page, '不通过');
        const result = page.getByTestId('face-result');
        await expect.poll(() => result.getAttribute('data-status')).toBe('FAILED');
        await result.getByText('人脸比对未通过（开发环境模拟）').waitFor();
        expect(await page.getByRole('link', { name: '继续实名认证' }).count()).toBe(1);

        await result.getByRole('button', { name: '重新认证' }).click();
        await page.waitForURL(/#\/verified$/);
        await submitForFaceCheck(page);
        await simulatorChooses(page, '通过');
        await expect.poll(() => result.getAttribute('data-status')).toBe('PASSED');
        await result.getByText('企业实名认证成功').waitFor();
        // The header's 继续实名认证 becomes 切换企业 (spec §2).
        await page.getByRole('banner').getByRole('link', { name: '切换企业' }).waitFor();
        await expect.poll(() => page.getByRole('link', { name: '继续实名认证' }).count()).toBe(0);

        // 继续 returns to the remembered certification-required page, which now opens.
        await result.getByRole('button', { name: '继续' }).click();
        await page.waitForURL(/#\/financeApply$/);
        await page.getByText('请先选择要申请的产品').waitFor();
        // /verified after the face check passed returns home; with add=true it stays.
        await visit(page, '/verified');
        await page.waitForURL((url) => url.hash === '#/');
        await visit(page, '/verified?add=true');
        await page.getByTestId('verified-already').waitFor();
        // The personal centre opens once the face check has passed.
        await visit(page, '/account/1');
        await page.getByTestId('account-info').waitFor();
      } finally {
        // The demo account is shared by other browser tests, which expect this company uncertified.
        await resetCertification(await sessionToken(page));
      }
    });
  });

  it('sends a visitor arriving with a face key to the stored result page, which shows after the login', async () => {
    const api = new GraphClient();
    await api.loginDemo(FARM_TRADE);
    const returnUrl = await decideSimulation(await api.startFaceCheck('/verified'), 'fail');
    expect(returnUrl).toMatch(/\/#\/\?faceKey=[\w-]{43}$/);
    await chromium.withPage(async (page) => {
      await page.goto(returnUrl);
      // The face key leads to /verified?certToken=…, which needs a login: the visitor guard remembers it.
      await page.waitForURL(/#\/login$/);
      await loginDemo(page, FARM_TRADE, { openLoginPage: false });
      await page.waitForURL(/#\/verified\?certToken=[\w-]{43}$/);
      const result = page.getByTestId('face-result');
      await expect.poll(() => result.getAttribute('data-status')).toBe('FAILED');

      // A face key works once.
      await page.goto(returnUrl);
      await page.getByText('人脸识别回跳链接已失效，请重新认证').first().waitFor();
      await page.waitForURL((url) => url.hash === '#/');
    });
  });

  it('blocks the personal centre except its security sections, and alerts the provincial L2 verification', async () => {
    const account = await registerThroughApi();
    await chromium.withPage(async (page) => {
      await signIn(page.context(), account);
      await visit(page, '/account/1');
      await page.waitForURL(/#\/verified$/);
      await page.getByTestId('verified-message').getByText('请先完成法定代表人人脸识别认证').waitFor();
      // Without a company, /verified points to adding one.
      await page.getByTestId('verified-no-company').getByRole('link', { name: '添加企业' }).waitFor();
      await visit(page, '/account/7');
      await page.getByRole('form', { name: '修改密码' }).waitFor();
      await visit(page, '/account/8');
      await page.getByRole('form', { name: '更换手机号' }).waitFor();
      expect(page.url()).toMatch(/#\/account\/8$/);

      const provincial = 'https://auth.gd-sso.example/identify?back=portal';
      await page
        .context()
        .route('https://auth.gd-sso.example/**', (route) =>
          route.fulfill({ status: 200, contentType: 'text/html', body: '<title>省统一认证</title>' }),
        );
      await page.evaluate((url) => localStorage.setItem('provincialIdentifyUrl', url), provincial);
      await visit(page, '/financeApply');
      const notice = page.getByTestId('provincial-notice');
      await notice.getByText(PROVINCIAL_L2, { exact: true }).waitFor();
      expect(page.url()).toMatch(/#\/financeApply$/);
      const [popup] = await Promise.all([
        page.context().waitForEvent('page'),
        notice.getByRole('button', { name: '前往核验' }).click(),
      ]);
      await popup.waitForLoadState();
      expect(popup.url()).toBe(provincial);
      await notice.getByRole('button', { name: '取消' }).click();
      await page.waitForURL((url) => url.hash === '#/');
    });
  });

  it('lets the certified demo company open the certification-required page directly', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, '示例智造科技（广州）有限公司');
      await visit(page, '/');
      await page.getByRole('banner').getByRole('link', { name: '切换企业' }).waitFor();
      await visit(page, '/financeApply');
      await page.getByText('请先选择要申请的产品').waitFor();
      expect(page.url()).toMatch(/#\/financeApply$/);
    });
  });
});
