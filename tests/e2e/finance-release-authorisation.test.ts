import { describe, expect, it } from 'vitest';
import { beijingDay } from '../support/beijing-day.ts';
import { drawnPdf } from '../support/sample-files/pdf.ts';
import { endBusinessInProgress, gatewayCall } from './business-support.ts';
import { uploadAsSession } from './files-support.ts';
import { graphAsSession, SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, visit } from './harness.ts';
import { sessionToken, signInDemo } from './verification-support.ts';

/** /financeRelease asks for the data authorisation when none is in force, and the need is published with it. */

interface Standing {
  dataAuthorisation: { inForce: boolean; authorisations: { authEndDate: string }[] | null };
}
const STANDING = 'query { dataAuthorisation { inForce authorisations { authEndDate } } }';

describe('publishing a need with the data authorisation', () => {
  const chromium = chromiumForBlock();

  it('shows the authorisation step, refuses without the consent, then stores the grant with the need', async () => {
    await chromium.withPage(async (page) => {
      await signInDemo(page, SMART_MAKING);
      const token = await sessionToken(page);
      // The company's authorisation ends first (its business ended, then revoked), as if it had never given one.
      if ((await graphAsSession<Standing>(page, STANDING)).dataAuthorisation.inForce) {
        await endBusinessInProgress(token);
        const document = await uploadAsSession(token, drawnPdf(), '终止授权书.pdf');
        const revoked = await gatewayCall('/user/user/v1/auth/cancel', token, {
          reason: '重新办理授权',
          documentPaths: [document],
        });
        expect(revoked.code, revoked.msg).toBe(0);
      }

      await visit(page, '/financeRelease');
      const form = page.getByRole('form', { name: '发布融资需求' });
      const step = form.getByTestId('authorisation-step');
      await step.waitFor();
      await form.getByLabel('融资金额').fill('260');
      await form.getByLabel('贷款用途', { exact: true }).selectOption({ label: '日常经营' });
      await form.getByText('信用', { exact: true }).click();
      await form.getByLabel('融资期限（月）').fill('12');
      await form.getByLabel('最高可接受利率').fill('4.2');
      await form.getByLabel('需求有效期').fill(beijingDay(Date.now(), 30));
      const endDay = await step.getByLabel('授权截止日期').inputValue();
      expect(Number(endDay.slice(0, 4)) - new Date().getFullYear()).toBeGreaterThanOrEqual(4);

      await form.getByRole('button', { name: '发布需求' }).click();
      await form.getByText('请阅读并同意企业数据授权书').waitFor();
      expect(await page.getByTestId('release-success').count()).toBe(0);
      await step.getByText('我已阅读并同意《企业数据授权书》').click();
      await form.getByRole('button', { name: '发布需求' }).click();
      await page.getByTestId('release-success').waitFor();

      const { dataAuthorisation } = await graphAsSession<Standing>(page, STANDING);
      expect(dataAuthorisation.inForce).toBe(true);
      expect(dataAuthorisation.authorisations?.map((grant) => beijingDay(grant.authEndDate))).toEqual([endDay]);

      // The need is withdrawn for the other tests of the shared demo account.
      await page.getByRole('link', { name: '查看我的融资需求' }).click();
      await page.waitForURL(/#\/account\/3\?id=\d+$/);
      const id = new URL(page.url().replace('/#/', '/')).searchParams.get('id') ?? '';
      await graphAsSession(page, 'mutation ($id: ID!) { withdrawApplication(id: $id) { id } }', { id });
    });
  }, 120_000);
});
