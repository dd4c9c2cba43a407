import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { drawnPdf } from '../support/sample-files/pdf.ts';
import { applyAsSession, endTestApplication } from './business-support.ts';
import { demoStaff, openOnDesk } from './desk-support.ts';
import { uploadAsSession } from './files-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { chromiumForBlock, openPage, visit } from './harness.ts';
import { sessionToken, signInDemo } from './verification-support.ts';

/**
 * The decision desk's materials (issue 20, deskview) in Chromium: the demo company applies with a PDF and an image,
 * staff of the handling institution (org02-staff, 羊城示范城市商业银行) open both in the workbench's viewers, and the
 * enterprise sees the two 机构查阅材料 entries in its 数据授权记录.
 */

const PRODUCT = '羊城科创信用贷';
const STAFF = demoStaff('org02-staff');

const chromium = chromiumForBlock();
let applicationId = 0;

beforeAll(async () => {
  const { context, page } = await openPage(chromium.browser);
  try {
    await signInDemo(page, SMART_MAKING);
    const token = await sessionToken(page);
    const materialPaths = [
      await uploadAsSession(token, drawnPdf(2), '营业执照.pdf'),
      await uploadAsSession(token, png(), '经营场所.png'),
    ];
    applicationId = await applyAsSession(token, PRODUCT, { applyAmount: 66, loanFor: 2, materialPaths });
  } finally {
    await context.close();
  }
});

afterAll(() => endTestApplication(applicationId));

describe('the materials on the workbench’s application detail', () => {
  it('staff open the PDF and the image in the viewers; the enterprise sees both opens in its ledger', async () => {
    await chromium.withPage(async (page) => {
      await openOnDesk(page, STAFF, applicationId);
      await expect.poll(() => page.getByTestId('desk-authorisation').textContent()).toContain('在有效期内');
      const applicant = page.getByTestId('desk-applicant');
      await expect.poll(() => applicant.textContent()).toContain('王建国');
      expect(await applicant.textContent()).toContain('越秀区北京街道');

      const rows = page.getByTestId('desk-material');
      await expect.poll(() => rows.count()).toBe(2);
      expect(await rows.nth(0).textContent()).toContain('营业执照.pdf');
      expect(await rows.nth(0).textContent()).toContain('PDF');
      expect(await page.getByTestId('desk-materials').getByRole('link', { name: '下载' }).count()).toBe(0);

      await rows.nth(0).getByRole('button', { name: '查看' }).click();
      const viewer = page.getByTestId('material-viewer');
      const canvas = viewer.getByTestId('pdf-canvas');
      await expect.poll(() => canvas.getAttribute('data-rendered')).toBe('true');
      await viewer.getByRole('button', { name: '下一页' }).click();
      await expect.poll(() => canvas.getAttribute('data-page')).toBe('2');
      await viewer.getByRole('button', { name: '放大' }).click();
      await expect.poll(() => viewer.getByTestId('viewer-status').textContent()).toBe('第 2 / 2 页 · 125%');
      await page.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      await rows.nth(1).getByRole('button', { name: '查看' }).click();
      const image = page.getByTestId('material-viewer').getByTestId('viewer-image');
      await image.waitFor();
      await expect
        .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0);
      await page.getByTestId('material-viewer').getByRole('button', { name: '向右旋转' }).click();
      expect(await image.getAttribute('data-rotation')).toBe('90');
      await page.keyboard.press('Escape');
    });

    const { context, page } = await openPage(chromium.browser);
    try {
      await signInDemo(page, SMART_MAKING);
      await visit(page, '/account/5');
      const table = page.getByTestId('authorisation-ledger').getByTestId('ledger-table');
      const accesses = table.locator('tr[data-kind="ACCESS"]');
      await accesses.first().waitFor();
      const texts = await accesses.allTextContents();
      // Other browser tests' institutions open other files of the same company (desk-threads: 经营说明.pdf).
      const opensHere = texts.filter((text) => text.includes('羊城示范城市商业银行') && text.includes('机构查阅材料'));
      expect(opensHere.some((text) => text.includes('机构查阅材料：营业执照.pdf'))).toBe(true);
      expect(opensHere.some((text) => text.includes('机构查阅材料：经营场所.png'))).toBe(true);
    } finally {
      await context.close();
    }
  });
});
