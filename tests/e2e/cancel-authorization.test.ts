import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { drawnPdf } from '../support/sample-files/pdf.ts';
import { endBusinessInProgress, grantAuthorisation, grantBackAfterAll } from './business-support.ts';
import { otherCompanySession, uploadAsSession } from './files-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, gatewayUrl, visit } from './harness.ts';
import { giveSession } from './sign-in-support.ts';
import { sessionToken, signInDemo } from './verification-support.ts';

/** /cancelAuthorization in Chromium: refused to an uncertified company, the revocation for the legal representative. */

/** POSTs to the gateway as the browser's session (its HttpOnly cookie read through the browser context). */
async function asSession(page: Page, path: string, body: object): Promise<{ code: number; msg: string }> {
  const response = await fetch(`${gatewayUrl()}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${await sessionToken(page)}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string };
}

describe('/cancelAuthorization', () => {
  const chromium = chromiumForBlock();
  const willRevoke = grantBackAfterAll();

  it('refuses an uncertified company: the rule, its standing, no form', async () => {
    await chromium.withPage(async (page) => {
      // A company of its own: the shared demo companies keep their seeded standing (financing.test.ts's first
      // application of 示例农产品贸易 expects no authorisation in force).
      const token = await otherCompanySession();
      await giveSession(page.context(), token);
      await grantAuthorisation(token);
      await visit(page, '/cancelAuthorization');
      await page.getByTestId('authorisation-clauses').getByText('授权条款摘要').waitFor();
      const refused = page.getByTestId('not-legal-representative');
      await refused.getByText('撤销数据授权须由完成企业实名认证和法定代表人人脸识别的法定代表人本人办理').waitFor();
      expect(await page.getByTestId('authorisation-standing').textContent()).toContain('未认证');
      expect(await refused.getByRole('link', { name: '前往实名认证' }).getAttribute('href')).toBe('#/verified');
      expect(await page.getByRole('button', { name: '撤销数据授权' }).count()).toBe(0);
      expect(await page.getByTestId('authorisations-in-force').count()).toBe(0);
    });
  });

  it('lets the legal representative revoke what is in force, after the confirmation; a stale page is told why', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      const token = await sessionToken(page);
      willRevoke(token);
      // The demo company is seeded with business institutions handle; revocation waits for it (spec §1).
      await endBusinessInProgress(token);
      await grantAuthorisation(token);
      await visit(page, '/cancelAuthorization');
      const inForce = page.getByTestId('authorisations-in-force');
      await inForce.waitFor();
      expect(await inForce.getByText('生效中').count()).toBeGreaterThan(0);

      const form = page.getByRole('form', { name: '撤销数据授权' });
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await form.getByText('请填写撤销原因').waitFor();
      await form.getByLabel('撤销原因').fill('企业不再需要平台融资服务');
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await form.getByText('请上传加盖公章的终止授权书').waitFor();
      const document = { name: '终止授权书.pdf', mimeType: 'application/pdf', buffer: drawnPdf() };
      await form.getByLabel('上传终止授权书').setInputFiles(document);
      await form.getByTestId('upload-item').waitFor();
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      const dialog = page.getByTestId('revoke-confirm-dialog');
      await dialog.getByRole('button', { name: '我再想想' }).click();
      await dialog.waitFor({ state: 'detached' });
      expect(await inForce.count()).toBe(1);

      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await dialog.getByRole('button', { name: '确定撤销' }).click();
      await page.getByText('数据授权已撤销').first().waitFor();
      await page.getByTestId('no-authorisation').waitFor();
      expect(await page.getByTestId('last-revocation').textContent()).toContain('企业不再需要平台融资服务');
      await page.getByTestId('revocation-documents').getByRole('button', { name: '终止授权书1.pdf' }).waitFor();

      // Revoked elsewhere meanwhile: the page says there is nothing in force any more and shows the state now.
      await grantAuthorisation(token);
      await page.reload();
      await inForce.waitFor();
      await form.getByLabel('上传终止授权书').setInputFiles(document);
      await form.getByTestId('upload-item').waitFor();
      const elsewhere = await uploadAsSession(await sessionToken(page), drawnPdf(), '终止授权书.pdf');
      const revokedElsewhere = { reason: '在别处撤销', documentPaths: [elsewhere] };
      expect((await asSession(page, '/user/user/v1/auth/cancel', revokedElsewhere)).code).toBe(0);
      await form.getByLabel('撤销原因').fill('再次撤销');
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await dialog.getByRole('button', { name: '确定撤销' }).click();
      await page.getByTestId('revocation-refused').getByText('当前企业没有生效中的数据授权').waitFor();
      await page.getByTestId('no-authorisation').waitFor();
    });
  });
});
