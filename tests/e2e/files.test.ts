import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { png } from '../support/sample-files/images.ts';
import { drawnPdf } from '../support/sample-files/pdf.ts';
import { endBusinessInProgress, grantAuthorisation, grantBackAfterAll } from './business-support.ts';
import {
  chooseNoisyPng,
  chooseSidewaysJpeg,
  otherCompanySession,
  readStoredFile,
  throttleUploads,
} from './files-support.ts';
import { SMART_MAKING } from './financing-support.ts';
import { baseUrl, chromiumForBlock, visit } from './harness.ts';
import { giveSession } from './sign-in-support.ts';
import { sessionToken, signInDemo } from './verification-support.ts';

/** Uploads on the revocation form (the sealed termination document), the viewers, delete and cancel, in Chromium. */

const MB = 1024 * 1024;

const willRevoke = grantBackAfterAll();

/**
 * Signs in as the demo company, grants the data authorisation and opens the revocation form once the authorisations
 * in force are listed; answers the form.
 */
async function openRevocationForm(page: Page): Promise<Locator> {
  await signInDemo(page, SMART_MAKING);
  const token = await sessionToken(page);
  willRevoke(token);
  // The demo company is seeded with business institutions handle; revocation waits for it (spec §1).
  await endBusinessInProgress(token);
  await grantAuthorisation(token);
  await visit(page, '/cancelAuthorization');
  await page.getByTestId('authorisations-in-force').waitFor();
  return page.getByRole('form', { name: '撤销数据授权' });
}

/** A viewer tab the widget opens; its uncaught errors and CSP refusals are collected like the main page's. */
async function openedViewer(page: Page, open: () => Promise<void>): Promise<{ viewer: Page; errors: string[] }> {
  const [viewer] = await Promise.all([page.context().waitForEvent('page'), open()]);
  const errors: string[] = [];
  viewer.on('pageerror', (error) => errors.push(error.message));
  viewer.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  await viewer.waitForLoadState();
  return { viewer, errors };
}

/** Coloured (not white, not transparent) pixels of the PDF viewer's canvas. */
function colouredPixels(viewer: Page): Promise<number> {
  return viewer.getByTestId('pdf-canvas').evaluate((canvas: HTMLCanvasElement) => {
    const context = canvas.getContext('2d');
    if (!context) return 0;
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    let count = 0;
    for (let i = 0; i < data.length; i += 4) {
      if ((data[i + 3] ?? 0) > 0 && ((data[i] ?? 0) < 200 || (data[i + 1] ?? 0) < 200)) count += 1;
    }
    return count;
  });
}

describe('uploads and viewers on the revocation form', () => {
  const chromium = chromiumForBlock();

  it('uploads a 5 MB photo recompressed and a PDF with progress, views both, deletes one, cancels one; another company cannot open them', async () => {
    await chromium.withPage(async (page) => {
      const form = await openRevocationForm(page);
      const items = form.getByTestId('upload-item');
      const input = form.getByLabel('上传终止授权书');
      expect(await input.getAttribute('accept')).toBe('.jpg,.jpeg,.png,.gif,.pdf');

      // The document is required.
      await form.getByLabel('撤销原因').fill('企业不再需要平台融资服务');
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await form.getByTestId('document-error').getByText('请上传加盖公章的终止授权书').waitFor();

      // A ~5 MB phone photo: the 数据上传 dialog shows real progress while the recompressed JPEG goes up slowly.
      const cdp = await page.context().newCDPSession(page);
      await throttleUploads(cdp, 256 * 1024);
      const dialog = page.getByTestId('upload-progress-dialog');
      const originalSize = await chooseNoisyPng(page, 'photo.png', 1500, 1150);
      expect(originalSize).toBeGreaterThan(4 * MB);
      await dialog.getByText('数据上传').waitFor();
      // The modal dialog hides the form from the accessibility tree: the placeholder is found by its test id.
      await page.getByTestId('upload-placeholder').waitFor();
      const seen = new Set<number>();
      while ((await dialog.count()) > 0) {
        const text = await page
          .getByTestId('upload-percent')
          .textContent({ timeout: 1000 })
          .catch(() => null);
        if (text) seen.add(Number.parseInt(text, 10));
        await page.waitForTimeout(100);
      }
      expect([...seen].some((percent) => percent > 0 && percent < 100)).toBe(true);
      await throttleUploads(cdp, null);
      await items.first().waitFor();
      const photoPath = (await items.first().getAttribute('data-path')) ?? '';
      expect(photoPath).toMatch(/^f\/\d{6}\/[0-9a-f]{32}\.jpg$/);
      const stored = await readStoredFile(page, photoPath);
      expect(stored).toMatchObject({ status: 200, type: 'image/jpeg', width: 1200, height: 920 });
      expect(stored.size).toBeLessThan(MB);
      expect(await form.getByTestId('upload-placeholder').count()).toBe(0);

      // A PDF, and a refused file whose server message is shown and whose placeholder goes.
      await input.setInputFiles({ name: '终止授权书.pdf', mimeType: 'application/pdf', buffer: drawnPdf(2) });
      await expect.poll(() => items.count()).toBe(2);
      const pdfPath = (await items.nth(1).getAttribute('data-path')) ?? '';
      expect(pdfPath).toMatch(/\.pdf$/);
      const fake = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2000, 0x90)]);
      await input.setInputFiles({ name: 'fake.pdf', mimeType: 'application/pdf', buffer: fake });
      await page.getByText('文件内容与扩展名不符，请上传真实的文件').first().waitFor();
      expect(await form.getByTestId('upload-placeholder').count()).toBe(0);
      expect(await items.count()).toBe(2);

      // The image viewer: zoom and rotate.
      const image = await openedViewer(page, () => form.getByRole('button', { name: '查看 photo.png' }).click());
      const picture = image.viewer.getByTestId('viewer-image');
      await picture.waitFor();
      await expect
        .poll(() => picture.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
        .toBe(1200);
      await image.viewer.getByRole('button', { name: '放大' }).click();
      expect(await picture.getAttribute('data-zoom')).toBe('1.25');
      await image.viewer.getByRole('button', { name: '向右旋转' }).click();
      expect(await picture.getAttribute('data-rotation')).toBe('90');
      expect(await image.viewer.getByTestId('viewer-status').textContent()).toBe('1 / 1 · 125%');
      expect(image.errors).toEqual([]);
      await image.viewer.close();

      // The PDF viewer: the page rendered by pdf.js into a canvas, then zoomed.
      const pdf = await openedViewer(page, () => form.getByRole('button', { name: '查看 终止授权书.pdf' }).click());
      const canvas = pdf.viewer.locator('[data-testid="pdf-canvas"][data-rendered="true"]');
      await canvas.waitFor({ timeout: 30_000 });
      expect(await pdf.viewer.getByTestId('viewer-status').textContent()).toBe('第 1 / 2 页 · 100%');
      expect(await colouredPixels(pdf.viewer)).toBeGreaterThan(1000);
      await pdf.viewer.getByRole('button', { name: '下一页' }).click();
      await pdf.viewer.locator('[data-testid="pdf-canvas"][data-page="2"][data-rendered="true"]').waitFor();
      expect(await pdf.viewer.getByTestId('viewer-status').textContent()).toBe('第 2 / 2 页 · 100%');
      expect(await colouredPixels(pdf.viewer)).toBeGreaterThan(1000);
      expect(await pdf.viewer.getByRole('button', { name: '下一页' }).isDisabled()).toBe(true);
      const widthBefore = await canvas.evaluate((element: HTMLCanvasElement) => element.width);
      await pdf.viewer.getByRole('button', { name: '放大' }).click();
      await expect.poll(() => pdf.viewer.getByTestId('viewer-status').textContent()).toBe('第 2 / 2 页 · 125%');
      await expect
        .poll(() => canvas.evaluate((element: HTMLCanvasElement) => element.width))
        .toBeGreaterThan(widthBefore);
      expect(pdf.errors).toEqual([]);
      await pdf.viewer.close();

      // Cancel a slow upload: asked first, then aborted, its placeholder gone.
      await throttleUploads(cdp, 16 * 1024);
      await chooseNoisyPng(page, 'slow.png', 400, 400);
      await dialog.getByText('数据上传').waitFor();
      await dialog.getByRole('button', { name: '取消' }).click();
      await dialog.getByText('确定取消上传该文件吗？').waitFor();
      await dialog.getByRole('button', { name: '确定' }).click();
      await dialog.waitFor({ state: 'detached' });
      await throttleUploads(cdp, null);
      expect(await form.getByTestId('upload-placeholder').count()).toBe(0);
      expect(await items.count()).toBe(2);

      // Delete the photo, revoke with the PDF: the removed photo is deleted with the submission.
      await form.getByRole('button', { name: '删除 photo.png' }).click();
      await expect.poll(() => items.count()).toBe(1);
      await form.getByRole('button', { name: '撤销数据授权' }).click();
      await page.getByTestId('revoke-confirm-dialog').getByRole('button', { name: '确定撤销' }).click();
      await page.getByText('数据授权已撤销').first().waitFor();
      const documents = page.getByTestId('revocation-documents');
      await documents.getByRole('button', { name: '终止授权书1.pdf' }).waitFor();
      await expect.poll(async () => (await readStoredFile(page, photoPath)).status).toBe(404);
      expect((await readStoredFile(page, pdfPath)).status).toBe(200);

      // Another company's account opens the path in its own browser: 404 文件不存在或无权访问.
      const stranger = await chromium.browser.newContext();
      try {
        await giveSession(stranger, await otherCompanySession());
        const strangerPage = await stranger.newPage();
        const answer = await strangerPage.goto(`${baseUrl()}/files/${pdfPath}`);
        expect(answer?.status()).toBe(404);
        expect(await strangerPage.textContent('body')).toBe('文件不存在或无权访问');
      } finally {
        await stranger.close();
      }
    });
  }, 180_000);

  it('deletes the files uploaded on a form that is left unsubmitted', async () => {
    await chromium.withPage(async (page) => {
      const form = await openRevocationForm(page);
      await form.getByLabel('上传终止授权书').setInputFiles({
        name: '终止授权书.pdf',
        mimeType: 'application/pdf',
        buffer: drawnPdf(),
      });
      const item = form.getByTestId('upload-item');
      await item.waitFor();
      const path = (await item.getAttribute('data-path')) ?? '';
      expect((await readStoredFile(page, path)).status).toBe(200);
      await visit(page, '/');
      await expect.poll(async () => (await readStoredFile(page, path)).status).toBe(404);
    });
  });

  it('turns a sideways phone photo upright by its EXIF orientation while recompressing it; the viewer steps through pictures', async () => {
    await chromium.withPage(async (page) => {
      const form = await openRevocationForm(page);
      expect(await chooseSidewaysJpeg(page, 'upright.jpg')).toBeGreaterThan(MB);
      const item = form.getByTestId('upload-item');
      await item.waitFor({ timeout: 30_000 });
      const stored = await readStoredFile(page, (await item.getAttribute('data-path')) ?? '');
      expect(stored).toMatchObject({ status: 200, type: 'image/jpeg', width: 600, height: 1200 });
      expect(stored.size).toBeLessThan(MB);

      // A second picture: the image viewer steps through the list with 上一张 / 下一张.
      await form
        .getByLabel('上传终止授权书')
        .setInputFiles({ name: 'second.png', mimeType: 'image/png', buffer: png() });
      await expect.poll(() => item.count()).toBe(2);
      const [viewer] = await Promise.all([
        page.context().waitForEvent('page'),
        form.getByRole('button', { name: '查看 upright.jpg' }).click(),
      ]);
      await viewer.getByTestId('viewer-image').waitFor();
      expect(await viewer.getByTestId('viewer-title').textContent()).toBe('upright.jpg');
      expect(await viewer.getByTestId('viewer-status').textContent()).toBe('1 / 2 · 100%');
      await viewer.getByRole('button', { name: '下一张' }).click();
      expect(await viewer.getByTestId('viewer-title').textContent()).toBe('second.png');
      expect(await viewer.getByTestId('viewer-status').textContent()).toBe('2 / 2 · 100%');
      expect(await viewer.getByRole('button', { name: '下一张' }).isDisabled()).toBe(true);
      await viewer.getByRole('button', { name: '上一张' }).click();
      expect(await viewer.getByTestId('viewer-title').textContent()).toBe('upright.jpg');
      await viewer.close();
    });
  });
});
